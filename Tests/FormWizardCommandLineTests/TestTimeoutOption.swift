import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

/// `--timeout SECONDS`, an option of every command.
@MainActor
struct TestTimeoutOption {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let clock = TestClock()
    private let screen: Screen

    init() {
        screen = Screen(terminal: term, clock: clock)
    }

    @Test func aDialogWithNoKeyEndsTheCommandWith124() async throws {
        let result = screen.start(try command("menu", "--item", "a", "--timeout", "2.5", "--item", "b"))
        // The clock must not move before the menu is up: its wait starts when it is presented.
        await screen.waitUntilShown("the menu")
        clock.advance(by: .milliseconds(2499))
        await screen.waitUntilIdle()
        #expect(screen.presentationCount == 1)
        clock.advance(by: .milliseconds(1))
        #expect(await result.value == CommandResult(code: 124))
    }

    @Test func aKeyStartsTheWaitAgainAndAnAnswerInTimeIsPrinted() async throws {
        let result = screen.start(try command("confirm", "--timeout=3", "--message", "Go?", "--print"))
        await screen.waitUntilShown("the question")
        clock.advance(by: .seconds(2))
        await screen.waitUntilIdle()
        term.send(.right)
        await screen.waitUntilIdle()
        clock.advance(by: .seconds(2))
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 1, output: "No\n"))
    }

    @Test func everyCommandTakesIt() throws {
        for arguments in [
            ["alert", "--timeout", "1"], ["input", "--timeout", "1"], ["calendar", "--timeout", "1"],
            ["checkout", "--timeout", "1"],
        ] {
            let parsed = try command(arguments)
            #expect((parsed as? CommandOptions)?.timeout == .seconds(1), "\(arguments)")
        }
        #expect(try command("alert") is AlertCommand)
        #expect(try !command("infobox", "--message", "Hi", "--timeout", "1").usesAlternateScreen)
    }

    @Test func aBadTimeoutIsAUsageError() {
        for value in ["0", "-1", "abc", "1e3", "86401", "", "nan"] {
            guard case .usageError(let message) = FormWizardCommand.parse(["alert", "--timeout", value]) else {
                Issue.record("--timeout '\(value)' was accepted")
                continue
            }
            #expect(
                message == """
                    formwizard alert: --timeout '\(value)' is not a number of seconds (from 0.001 to 86400)
                    Try 'formwizard alert --help' for more information.

                    """)
        }
    }
}
