import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

@MainActor
struct TestCalendarCommand {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term)
    }

    @Test func rightEnterPrintsTheNextDay() async throws {
        let result = screen.start(try command("calendar", "--title", "Due", "--date", "2026-12-01"))
        #expect(screen.presentationCount == 1, "the calendar is up once start returns")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "december.80x24")
        term.send(.right, .enter)
        #expect(await result.value == CommandResult(code: 0, output: "2026-12-02\n"))
    }

    @Test func aFormatPrintsTheDayAsAsked() async throws {
        let result = screen.start(
            try command("calendar", "--date", "2024-02-29", "--format", "%A %e %B %Y (%a %b %d, day %j, %u) %F 100%%"))
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(
            await result.value
                == CommandResult(
                    code: 0, output: "Thursday 29 February 2024 (Thu Feb 29, day 060, 4) 2024-02-29 100%\n"))
    }

    @Test func minAndMaxBoundTheMoves() async throws {
        let result = screen.start(
            try command("calendar", "--date", "2026-12-01", "--min", "2026-11-30", "--max", "2026-12-03"))
        await screen.waitUntilIdle()
        term.send(.left, .left, .left)
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "2026-11-30\n"))
        let later = screen.start(try command("calendar", "--date", "2026-12-01", "--max", "2026-12-03"))
        await screen.waitUntilIdle()
        term.send(.pageDown, .enter)
        #expect(await later.value == CommandResult(code: 0, output: "2026-12-03\n"))
    }

    @Test func sundayFirstAndEsc() async throws {
        let result = screen.start(try command("calendar", "--date", "2026-12-01", "--first-weekday", "Sunday"))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "sundayFirst.80x24")
        term.send(.escape)
        #expect(await result.value == CommandResult(code: 1))
    }

    @Test func badArgumentsAreUsageErrors() {
        for arguments in [
            ["calendar", "--date", "2026-02-30"], ["calendar", "--min", "tomorrow"],
            ["calendar", "--format", "%H:%M"], ["calendar", "--first-weekday", "caturday"],
            ["calendar", "--min", "2027-01-01", "--max", "2026-01-01"],
        ] {
            guard case .usageError = FormWizardCommand.parse(arguments) else {
                Issue.record("\(arguments) was accepted")
                continue
            }
        }
        guard case .usageError(let message) = FormWizardCommand.parse(["calendar", "--format", "%H"]) else {
            Issue.record("--format %H was accepted")
            return
        }
        #expect(
            message == """
                formwizard calendar: --format '%H': use %Y %m %d %e %j %B %b %A %a %u %F or %%
                Try 'formwizard calendar --help' for more information.

                """)
    }
}
