import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every command, and every box of `formwizard dialog`, runs in line mode (`--accessible`,
/// `TERM=dumb`): none of its dialogs lacks a line form, and the end of input ends it as a cancel
/// (or, for one that only shows, as it ends), exactly once. Not `tailbox`: from a pipe it
/// follows its file until Ctrl-C, as `tail -F` does (on a terminal it ends by a key:
/// `TestLineKeysCommands`).
@MainActor
struct TestEveryCommandAsksAsLines {
    /// A command line, and the lines its standard input holds, if it reads them.
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let input: [String]?
        var testDescription: String { arguments.joined(separator: " ") }

        init(_ arguments: String..., input: [String]? = nil) {
            self.arguments = arguments
            self.input = input
        }
    }

    nonisolated static let file = "/tmp/formwizard-lines-test.txt"

    nonisolated static let commands: [Case] = [
        Case("alert", "--message", "Hi"), Case("confirm", "--message", "Go?"), Case("input", "--title", "Name"),
        Case("password", "--title", "PIN"), Case("menu", "--item", "a", "--item", "b"),
        Case("table", "--csv", "-", input: ["name,age", "Ada,36"]), Case("tree", input: ["a/b", "a/c"]),
        Case("filter", input: ["one", "two"]), Case("buildlist", "--item", "a", "--item", "b"),
        Case("inputmenu", "--item", "a", "--item", "b"), Case("checklist", "--item", "a", "--item", "b"),
        Case("radiolist", "--item", "a", "--item", "b"), Case("gauge", input: ["10"]),
        Case("mixedgauge", input: ["api 40"]), Case("calendar", "--date", "2026-12-03"),
        Case("timebox", "--time", "09:05:30"), Case("rangebox", "--min", "0", "--max", "10"),
        Case("pause", "--seconds", "5"), Case("textbox", file), Case("programbox", input: ["line"]),
        Case("progressbox", input: ["line"]), Case("fselect", "/tmp"), Case("dselect", "/tmp"),
        Case("form", "--field", "name=Name", "--field", "age=Age:number"), Case("editbox", file),
        Case("login"), Case("address"), Case("payment"), Case("checkout"), Case("quiz"), Case("themes"),
        Case("infobox", "--message", "Working"),
        Case("dialog", "--msgbox", "Hi", "0", "0"), Case("dialog", "--yesno", "Go?", "0", "0"),
        Case("dialog", "--inputbox", "Name", "0", "0"), Case("dialog", "--passwordbox", "PIN", "0", "0"),
        Case("dialog", "--menu", "Pick", "0", "0", "0", "a", "A"),
        Case("dialog", "--checklist", "Pick", "0", "0", "0", "a", "A", "on"),
        Case("dialog", "--radiolist", "Pick", "0", "0", "0", "a", "A", "on"),
        Case("dialog", "--form", "F", "0", "0", "0", "Name:", "1", "1", "", "1", "10", "20", "0"),
        Case("dialog", "--calendar", "Day", "0", "0", "3", "12", "2026"),
        Case("dialog", "--timebox", "Time", "0", "0", "9", "5", "30"),
        Case("dialog", "--fselect", "/tmp/", "0", "0"), Case("dialog", "--textbox", file, "0", "0"),
    ]

    @Test(arguments: commands)
    func endsAsACancelWithoutAMissingLineForm(_ test: Case) async throws {
        let text = "first line\nsecond line\n"
        let descriptor = open(Self.file, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
        _ = text.withCString { write(descriptor, $0, strlen($0)) }
        close(descriptor)
        let lines = VirtualLineTerminal()
        let screen = Screen(lines: lines)
        let input: (any LineSource)? = test.input.map { LineFeed.ended($0) }
        let command = try command(test.arguments, input: input)
        lines.endInput()
        let result = await screen.start(command).value
        #expect(!lines.transcript.contains("has no line form"), "\(lines.transcript)")
        #expect(result.code != 2, "\(result)")
    }
}
