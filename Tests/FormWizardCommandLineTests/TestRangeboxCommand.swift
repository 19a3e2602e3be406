import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

@MainActor
struct TestRangeboxCommand {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term)
    }

    @Test func rightEnterPrintsTheNextStep() async throws {
        let result = screen.start(
            try command("rangebox", "--title", "Volume", "--min", "0", "--max", "100", "--step", "5", "--value", "50"))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "volume.80x24")
        term.send(.right, .enter)
        #expect(await result.value == CommandResult(code: 0, output: "55\n"))
    }

    @Test func escCancels() async throws {
        let result = screen.start(try command("rangebox", "--min", "-5", "--max", "5"))
        await screen.waitUntilIdle()
        term.send(.escape)
        #expect(await result.value == CommandResult(code: 1))
    }

    @Test func badArgumentsAreUsageErrors() {
        for arguments in [
            ["rangebox", "--min", "0"], ["rangebox", "--min", "5", "--max", "1"],
            ["rangebox", "--min", "0", "--max", "9", "--value", "10"],
            ["rangebox", "--min", "0", "--max", "9", "--step", "0"], ["rangebox", "--min", "x", "--max", "9"],
        ] {
            guard case .usageError = FormWizardCommand.parse(arguments) else {
                Issue.record("\(arguments) was accepted")
                continue
            }
        }
    }
}
