import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

@MainActor
struct TestCommands {
    private let term = VirtualTerminal(columns: 40, rows: 10)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term)
    }

    @Test func alertShowsItsButtonsAndPrintsTheChosenOne() async throws {
        let result = screen.start(
            try command("alert", "--title", "Hi", "--message", "Hello", "--button", "One", "--button", "Two"))
        await screen.waitUntilIdle()
        #expect(
            term.lines == [
                "                                        ",
                "                                        ",
                "          ┌ Hi ──────────────┐          ",
                "          │ Hello            │          ",
                "          │                  │          ",
                "          │ < One >  < Two > │          ",
                "          └──────────────────┘          ",
                "                                        ",
                "                                        ",
                "                                        ",
            ])
        term.send(.right, .enter)
        #expect(await result.value == CommandResult(code: 0, output: "Two\n"))
    }

    @Test func alertDefaultButtonHasFocus() async throws {
        let result = screen.start(try command("alert", "--button", "One", "--button", "Two", "--default", "Two"))
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "Two\n"))
    }

    @Test func alertCancelButtonExitsOne() async throws {
        let result = screen.start(try command("alert", "--cancel-button", "Cancel"))
        await screen.waitUntilIdle()
        term.send(.tab, .enter)
        #expect(await result.value == CommandResult(code: 1, output: "Cancel\n"))
    }

    @Test func escapeCancelsWithoutOutput() async throws {
        let result = screen.start(try command("alert", "--message", "Hello"))
        await screen.waitUntilIdle()
        term.send(.escape)
        #expect(await result.value == CommandResult(code: 1, output: nil))
    }

    @Test func confirmYesExitsZero() async throws {
        let result = screen.start(try command("confirm", "--message", "Go on?"))
        await screen.waitUntilIdle()
        term.send(.enter)
        // The exit status is the answer: nothing is printed, so `if formwizard confirm` stays quiet.
        #expect(await result.value == CommandResult(code: 0, output: nil))
        let printed = screen.start(try command("confirm", "--message", "Go on?", "--print"))
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(await printed.value == CommandResult(code: 0, output: "Yes\n"))
    }

    @Test func confirmNoExitsOne() async throws {
        let result = screen.start(try command("confirm", "--message", "Go on?"))
        await screen.waitUntilIdle()
        term.send(.character("n"))
        #expect(await result.value == CommandResult(code: 1, output: nil))
    }

    @Test func confirmDefaultNo() async throws {
        let result = screen.start(try command("confirm", "--default", "no", "--print"))
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 1, output: "No\n"))
    }

    @Test func galleryWalksThroughThreeAlerts() async throws {
        let result = screen.start(try command("gallery"))
        await screen.waitUntilIdle()
        #expect(
            term.lines == [
                "┌ Welcome to FormWizard ───────────────┐",
                "│ Every dialog is an async function:   │",
                "│ let ok = try await                   │",
                "│ screen.alert(...). Left/Right or Tab │",
                "│ move between buttons, Enter chooses, │",
                "│ Esc leaves.                          │",
                "│                                      │",
                "│          < Next >  < Quit >          │",
                "└──────────────────────────────────────┘",
                "                                        ",
            ])
        term.send(.enter)
        await screen.waitUntilIdle()
        #expect(
            term.lines[2...6] == [
                " ┌ Empty the trash? ─────────────────┐  ",
                " │ 3 files will be deleted for good. │  ",
                " │                                   │  ",
                " │       < Delete >  < Keep >        │  ",
                " └───────────────────────────────────┘  ",
            ])
        term.send(.character("d"))
        await screen.waitUntilIdle()
        #expect(
            term.lines[2...6] == [
                "        ┌ Done ───────────────┐         ",
                "        │ The trash is empty. │         ",
                "        │                     │         ",
                "        │     < Finish >      │         ",
                "        └─────────────────────┘         ",
            ])
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: nil))
    }

    @Test func galleryQuitExitsOne() async throws {
        let result = screen.start(try command("gallery"))
        await screen.waitUntilIdle()
        term.send(.character("q"))
        #expect(await result.value == CommandResult(code: 1, output: nil))
    }
}
