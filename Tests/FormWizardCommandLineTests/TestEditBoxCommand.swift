import FormWizard
import FormWizardTesting
import Foundation
import Testing

@testable import FormWizardCommandLine

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestEditBoxCommand {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term)
    }

    private func usageError(_ arguments: String..., standardInput: StandardInput = .empty) -> String? {
        guard
            case .usageError(let text) = FormWizardCommand.parse(["editbox"] + arguments, standardInput: standardInput)
        else { return nil }
        return String(text.prefix { $0 != "\n" })
    }

    @Test func parsing() throws {
        #expect(
            FormWizardCommand.parse(["editbox", "--title", "T", "--line-numbers", "-"], standardInput: .empty)
                .editBox == EditBoxCommand(title: "T", showsLineNumbers: true, source: .standardInput))
        #expect(usageError() == "formwizard editbox: name the FILE to edit, or - for standard input")
        #expect(usageError("a", "b") == "formwizard editbox: unexpected argument 'b' (one FILE is edited)")
        #expect(usageError("--bold", "-") == "formwizard editbox: unknown option '--bold'")
        #expect(
            usageError("/nonexistent/notes.txt")
                == "formwizard editbox: cannot read '/nonexistent/notes.txt': No such file or directory")
        #expect(usageError("/") == "formwizard editbox: cannot read '/': it is a directory")
        #expect(
            usageError("-", standardInput: StandardInput(isTerminal: true) { NoLines() })
                == "formwizard editbox: standard input is a terminal; pipe the text in or name a file")
    }

    @Test func aFileIsEditedAndPrintedAsSaved() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("editbox-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = directory.appendingPathComponent("メモ.txt")
        try "第一行 🍣\r\nsecond line\n".write(to: url, atomically: true, encoding: .utf8)
        let result = screen.start(try command("editbox", "--line-numbers", url.path))
        await screen.waitUntilShown("the edit box")
        term.send(.down, .end)
        term.type(", edited ✏️")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "file.edited")
        term.send(.ctrl("s"))
        #expect(await result.value == CommandResult(code: 0, output: "第一行 🍣\nsecond line, edited ✏️\n"))
    }

    @Test func standardInputEscapeAndAnEmptyText() async throws {
        let feed = LineFeed()
        let result = screen.start(try command("editbox", "-", input: feed))
        feed.send("one", "two")
        feed.end()
        await screen.waitUntilShown("the edit box")
        term.send(.escape)
        #expect(await result.value == .cancelled)

        let empty = screen.start(try command("editbox", "-", input: LineFeed.ended()))
        await screen.waitUntilShown("the edit box")
        term.send(.function(2))
        #expect(await empty.value == CommandResult(code: 0, output: ""))
    }

    @Test func helpListsTheOptions() {
        #expect(
            HelpOption.options(in: EditBoxCommand.help).map(\.names) == [
                ["--title"], ["--line-numbers"], ["-h", "--help"],
            ])
    }
}

extension Invocation {
    /// The edit box this invocation runs, if it runs one.
    fileprivate var editBox: EditBoxCommand? {
        guard case .run(let command) = self, var editBox = command as? EditBoxCommand else { return nil }
        editBox.input = nil
        return editBox
    }
}

extension LineFeed {
    /// A feed that has ended without a line.
    static func ended() -> LineFeed {
        let feed = LineFeed()
        feed.end()
        return feed
    }
}
