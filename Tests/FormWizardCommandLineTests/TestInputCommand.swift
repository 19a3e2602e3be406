import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

@MainActor
struct TestInputCommand {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term)
    }

    @Test func showsTitleMessageAndPlaceholder() async throws {
        let result = screen.start(
            try command("input", "--title", "Name", "--message", "Your name?", "--placeholder", "Ada"))
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.escape)
        #expect(await result.value == .cancelled)
    }

    @Test func typedTextIsPrintedWithANewline() async throws {
        let result = screen.start(try command("input", "--title", "Name", "--message", "Your name?"))
        await screen.waitUntilIdle()
        term.type("héllo 日本")
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "héllo 日本\n"))
    }

    @Test func defaultTextIsEditedFromItsEnd() async throws {
        let result = screen.start(try command("input", "--default", "Ada"))
        await screen.waitUntilIdle()
        term.type(" Lovelace")
        term.send(.home, .delete, .character("a"))
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "ada Lovelace\n"))
    }

    @Test func emptyTextIsSubmittedAsAnEmptyLine() async throws {
        let result = screen.start(try command("input"))
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "\n"))
    }

    @Test func okButtonSubmits() async throws {
        let result = screen.start(try command("input"))
        await screen.waitUntilIdle()
        term.type("x")
        term.send(.tab, .enter)
        #expect(await result.value == CommandResult(code: 0, output: "x\n"))
    }

    @Test func escapeExitsOneWithoutOutput() async throws {
        let result = screen.start(try command("input", "--default", "kept?"))
        await screen.waitUntilIdle()
        term.type("typed")
        term.send(.escape)
        #expect(await result.value == CommandResult(code: 1, output: nil))
    }

    @Test func cancelButtonExitsOneWithoutOutput() async throws {
        let result = screen.start(try command("input"))
        await screen.waitUntilIdle()
        term.type("typed")
        term.send(.backTab, .enter)
        #expect(await result.value == CommandResult(code: 1, output: nil))
    }

    @Test func maxLengthStopsTyping() async throws {
        let result = screen.start(try command("input", "--title", "Code", "--max-length", "3"))
        await screen.waitUntilIdle()
        term.type("abcd")
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "abc\n"))
    }

    @Test func resizeKeepsTheText() async throws {
        let result = screen.start(try command("input", "--title", "Name", "--message", "Your name?"))
        await screen.waitUntilIdle()
        term.type("héllo 日本")
        term.resize(columns: 50, rows: 15)
        await screen.waitUntilIdle()
        #expect(
            term.lines == [
                "                                                  ",
                "                                                  ",
                "                                                  ",
                "                                                  ",
                "┌ Name ──────────────────────────────────────────┐",
                "│ Your name?                                     │",
                "│                                                │",
                "│ héllo 日本                                     │",
                "│                                                │",
                "│               < OK >  < Cancel >               │",
                "└────────────────────────────────────────────────┘",
                "                                                  ",
                "                                                  ",
                "                                                  ",
                "                                                  ",
            ])
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "héllo 日本\n"))
    }
}
