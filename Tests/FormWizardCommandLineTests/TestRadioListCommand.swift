import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

@MainActor
struct TestRadioListCommand {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term)
    }

    private let sizes = [
        "radiolist", "--title", "ピザ Pizza", "--item", "s=Small", "--item", "m=Medium", "--item", "l=Large 🍕",
        "--default", "m",
    ]

    @Test func theMarkedItemsTagIsPrinted() async throws {
        let result = screen.start(try command(sizes))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "default.80x24")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "m\n"))
    }

    @Test func spaceMovesTheMark() async throws {
        let result = screen.start(try command(sizes))
        await screen.waitUntilIdle()
        term.send(.character("l"), .character(" "))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "marked.80x24")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "l\n"))
    }

    @Test func withoutADefaultEnterAsksForSpace() async throws {
        let result = screen.start(try command("radiolist", "--item", "one", "--item", "two"))
        await screen.waitUntilIdle()
        term.send(.enter, .down, .character(" "), .enter)
        #expect(await result.value == CommandResult(code: 0, output: "two\n"))
    }

    @Test func escapeExitsOneWithoutOutput() async throws {
        let result = screen.start(try command(sizes))
        await screen.waitUntilIdle()
        term.send(.escape)
        #expect(await result.value == CommandResult(code: 1, output: nil))
    }

    @Test func usageErrors() {
        #expect(throws: ParseFailure.self) { try command("radiolist") }
        #expect(throws: ParseFailure.self) { try command("radiolist", "--item", "a", "--default", "b") }
        #expect(throws: ParseFailure.self) { try command("radiolist", "--item", "a", "--min", "1") }
    }
}
