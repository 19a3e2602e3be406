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

/// Text from outside never reaches a terminal in line mode with a control sequence in it:
/// titles, messages, items (also from `--items-from`), form labels, a file's lines, a program's
/// output, a text box's default title (its file name) and a file picker's folder, through every
/// command and every box of `formwizard dialog` that shows them as lines (`--accessible`,
/// `TERM=dumb`, no `/dev/tty`).
@MainActor
struct TestLineModeFiltersOutsideText {
    /// What an attacker puts in a title: a window title (OSC 0), the clipboard (OSC 52), a clear
    /// (CSI 2J), a cursor report that types into the input (CSI 6n, and as C1 CSI), a bell, a
    /// backspace, a carriage return and a right-to-left override; `MARK` shows it was written.
    nonisolated static let payload =
        "MARK\u{1B}]0;owned\u{07}\u{1B}]52;c;aGk\u{07}\u{1B}[2J\u{1B}[6n\u{9B}6n\u{07}x\u{08}\u{202E}gnp.exe\rtail"

    nonisolated static let folder = "/tmp/formwizard-filter-\(getpid())-\(payload)"
    nonisolated static let file = "\(folder)/list-\(payload).txt"

    /// A command line, and the lines its standard input holds, if it reads them.
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let input: [String]?
        var testDescription: String { TerminalText.safe(arguments.prefix(3).joined(separator: " ")) }

        init(_ arguments: String..., input: [String]? = nil) {
            self.arguments = arguments
            self.input = input
        }
    }

    nonisolated static let cases: [Case] = {
        let p = payload
        return [
            Case("alert", "--title", p, "--message", p), Case("confirm", "--title", p, "--message", p),
            Case("input", "--title", p, "--message", p, "--default", p),
            Case("password", "--title", p, "--message", p),
            Case("menu", "--title", p, "--message", p, "--item", p, "--item", "b"),
            Case("menu", "--items-from", file),
            Case("table", "--title", p, "--csv", "-", input: [p + ",age", p + ",36"]),
            Case("tree", "--title", p, input: [p + "/b", "a/c"]), Case("filter", "--title", p, input: [p, "two"]),
            Case("buildlist", "--title", p, "--message", p, "--item", p, "--item", "b"),
            Case("inputmenu", "--title", p, "--message", p, "--item", p, "--item", "b"),
            Case("checklist", "--title", p, "--message", p, "--item", p, "--item", "b"),
            Case("radiolist", "--title", p, "--message", p, "--item", p, "--item", "b"),
            Case("gauge", "--title", p, "--message", p, input: ["10", "XXX", "20", p, "XXX"]),
            Case("mixedgauge", "--title", p, "--message", p, input: ["\(p) 40"]),
            Case("calendar", "--title", p, "--message", p), Case("timebox", "--title", p, "--message", p),
            Case("rangebox", "--title", p, "--message", p, "--min", "0", "--max", "10"),
            Case("pause", "--title", p, "--message", p, "--seconds", "5"), Case("textbox", file),
            Case("programbox", "--title", p, "--message", p, input: [p]),
            Case("progressbox", "--title", p, "--message", p, input: [p]), Case("fselect", folder + "/"),
            Case("dselect", folder + "/"), Case("form", "--title", p, "--message", p, "--field", "name=\(p)"),
            Case("editbox", file), Case("infobox", "--title", p, "--message", p),
            Case("dialog", "--title", p, "--backtitle", p, "--msgbox", p, "0", "0"),
            Case("dialog", "--title", p, "--yesno", p, "0", "0"),
            Case("dialog", "--title", p, "--inputbox", p, "0", "0", p),
            Case("dialog", "--title", p, "--passwordbox", p, "0", "0"),
            Case("dialog", "--title", p, "--menu", p, "0", "0", "0", p, p),
            Case("dialog", "--title", p, "--checklist", p, "0", "0", "0", p, p, "on"),
            Case("dialog", "--title", p, "--radiolist", p, "0", "0", "0", p, p, "on"),
            Case("dialog", "--title", p, "--form", p, "0", "0", "0", p, "1", "1", p, "1", "10", "20", "0"),
            Case("dialog", "--title", p, "--calendar", p, "0", "0", "3", "12", "2026"),
            Case("dialog", "--title", p, "--timebox", p, "0", "0", "9", "5", "30"),
            Case("dialog", "--title", p, "--pause", p, "0", "0", "5"),
            Case("dialog", "--fselect", folder + "/", "0", "0"), Case("dialog", "--textbox", file, "0", "0"),
            Case("dialog", "--title", p, "--gauge", p, "0", "0", "10", input: ["XXX", "20", p, "XXX"]),
        ]
    }()

    /// Makes the folder and the file named with the payload, holding it as its lines: once,
    /// before the first case that reads them (cases may run side by side).
    nonisolated static let madeFiles: Bool = {
        mkdir(folder, 0o755)
        let descriptor = open(file, O_CREAT | O_WRONLY | O_TRUNC, 0o644)
        let text = "\(payload)\nsecond \(payload)\n"
        _ = text.withCString { write(descriptor, $0, strlen($0)) }
        close(descriptor)
        return true
    }()

    @Test(arguments: cases)
    func writesNoControlCharacter(_ test: Case) async throws {
        #expect(Self.madeFiles)
        let lines = VirtualLineTerminal()
        let screen = Screen(lines: lines)
        let input: (any LineSource)? = test.input.map { LineFeed.ended($0) }
        let command = try command(test.arguments, input: input)
        lines.endInput()
        _ = await screen.start(command).value
        let transcript = lines.transcript
        #expect(transcript.contains("MARK"), "the payload was not written at all: \(transcript)")
        let unsafe = transcript.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value)
                || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
        }
        #expect(
            unsafe.isEmpty, "written: \(unsafe.map { String($0.value, radix: 16) }) in \(transcript.debugDescription)")
    }

    @Test func keepsTextAndLineEnds() {
        #expect(TerminalText.safe("Café 日本 👩‍💻\tok\n") == "Café 日本 👩‍💻\tok\n")
        #expect(TerminalText.safe("a\r\nb") == "a\nb")
        #expect(TerminalText.safe("a\rb\u{1B}[6n") == "a\u{FFFD}b\u{FFFD}[6n")
        #expect(TerminalText.safe("\u{9B}6n \u{7F}") == "\u{FFFD}6n \u{FFFD}")
        #expect(TerminalText.safe("\u{202E}exe.\u{2066}x\u{2069}") == "exe.x")
        #expect(TerminalText.safe("\u{2029}\u{2028}") == "\u{2029}\u{2028}")
    }
}
