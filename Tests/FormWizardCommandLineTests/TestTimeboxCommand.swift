import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

@MainActor
struct TestTimeboxCommand {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term)
    }

    @Test func upEnterPrintsTheNextHour() async throws {
        let result = screen.start(try command("timebox", "--title", "Start at", "--time", "09:05:30"))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "nine.80x24")
        term.send(.up, .enter)
        #expect(await result.value == CommandResult(code: 0, output: "10:05:30\n"))
    }

    @Test func aFormatPrintsTheTimeAsAsked() async throws {
        let result = screen.start(
            try command("timebox", "--time", "00:07", "--no-seconds", "--format", "%I:%M %p (%H%M, %R, %T) %S%%"))
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "12:07 AM (0007, 00:07, 00:07:00) 00%\n"))
        let afternoon = screen.start(try command("timebox", "--time", "13:00", "--format", "%I %p"))
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(await afternoon.value == CommandResult(code: 0, output: "01 PM\n"))
    }

    @Test func escCancels() async throws {
        let result = screen.start(try command("timebox", "--time", "12:00"))
        await screen.waitUntilIdle()
        term.send(.escape)
        #expect(await result.value == CommandResult(code: 1))
    }

    @Test func badArgumentsAreUsageErrors() {
        for arguments in [["timebox", "--time", "25:00"], ["timebox", "--format", "%Y"], ["timebox", "--time"]] {
            guard case .usageError = FormWizardCommand.parse(arguments) else {
                Issue.record("\(arguments) was accepted")
                continue
            }
        }
    }
}

@MainActor
struct TestPauseCommand {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let clock = TestClock()
    private let screen: Screen

    init() {
        screen = Screen(terminal: term, clock: clock)
    }

    @Test func theTimeUpExits0AndCancelExits1() async throws {
        let done = screen.start(try command("pause", "--seconds", "2", "--message", "Soon"))
        await screen.waitUntilIdle()
        clock.advance(by: .seconds(2))
        #expect(await done.value == CommandResult(code: 0))
        let cancelled = screen.start(try command("pause", "--seconds", "2", "--cancel-label", "Stop"))
        await screen.waitUntilIdle()
        term.send(.character("s"))
        #expect(await cancelled.value == CommandResult(code: 1))
    }

    @Test func secondsAreRequired() {
        for arguments in [["pause"], ["pause", "--seconds", "0"], ["pause", "--seconds", "x"]] {
            guard case .usageError = FormWizardCommand.parse(arguments) else {
                Issue.record("\(arguments) was accepted")
                continue
            }
        }
    }
}
