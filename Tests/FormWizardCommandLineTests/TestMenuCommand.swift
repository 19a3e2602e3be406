import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

@MainActor
struct TestMenuCommand {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term)
    }

    private func serverMenu(_ extra: String...) throws -> any Command {
        let items = ["--item", "start", "--detail", "Start the server", "--item", "stop", "--detail", "Stop it"]
        return try command(
            ["menu", "--title", "Server", "--message", "What now?"] + items + ["--item", "status"] + extra)
    }

    @Test func downEnterPrintsTheSecondItem() async throws {
        let result = screen.start(try serverMenu())
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "items.80x24")
        term.send(.down)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "secondSelected.80x24")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "stop\n"))
    }

    @Test func enterPrintsTheFirstItem() async throws {
        let result = screen.start(try serverMenu())
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "start\n"))
    }

    @Test func defaultItemIsSelected() async throws {
        let result = screen.start(try serverMenu("--default", "status"))
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "status\n"))
    }

    @Test func aLetterJumpsToTheNextItemStartingWithIt() async throws {
        let result = screen.start(try serverMenu())
        await screen.waitUntilIdle()
        term.send(.character("s"), .character("s"))
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "status\n"))
    }

    @Test func upFromTheFirstWrapsToTheLast() async throws {
        let result = screen.start(try serverMenu())
        await screen.waitUntilIdle()
        term.send(.up, .enter)
        #expect(await result.value == CommandResult(code: 0, output: "status\n"))
    }

    @Test func escapeExitsOneWithoutOutput() async throws {
        let result = screen.start(try serverMenu())
        await screen.waitUntilIdle()
        term.send(.down, .escape)
        #expect(await result.value == CommandResult(code: 1, output: nil))
    }
}
