import FormWizard
import FormWizardTesting
import Testing

/// The pause in line mode: the countdown said at the start and the end, OK or Cancel asked
/// until the time is up on the screen's clock.
@MainActor
struct TestLinePause {
    let lines = VirtualLineTerminal()
    let clock = TestClock()
    let screen: Screen

    init() {
        screen = Screen(lines: lines, clock: clock)
    }

    @Test func theTimeRunsOutWhileAsking() async throws {
        let outcome = Task { try await screen.pause("Rebooting", message: "OK reboots now.", seconds: 10) }
        await lines.waitUntilReading()
        clock.advance(by: .seconds(6))
        lines.type("maybe")
        await lines.waitUntilReading()
        clock.advance(by: .seconds(4))
        #expect(try await outcome.value == .elapsed)
        #expect(!lines.isReading)
        #expect(
            lines.transcript == """
                Rebooting
                OK reboots now.
                10 seconds left.
                  1) OK
                  2) Cancel
                Choose [1]: «maybe»
                Type a number from 1 to 2, or the start of a choice.
                Choose [1]: 
                Time is up.

                """)
    }

    @Test func okEndsItEarlyAndCancelOrEscapeCancels() async throws {
        lines.type("")
        #expect(try await screen.pause("Wait", seconds: 1) == .confirmed)
        lines.type("c")
        await #expect(throws: CancellationError.self) { try await screen.pause("Wait", seconds: 1) }
        lines.escape()
        await #expect(throws: CancellationError.self) { try await screen.pause("Wait", seconds: 1) }
        lines.endInput()
        await #expect(throws: CancellationError.self) {
            try await screen.pause("Wait", seconds: 5, okLabel: "Now", cancelLabel: "Never")
        }
        let asked = "Wait\n1 second left.\n  1) OK\n  2) Cancel\n"
        #expect(
            lines.transcript == """
                \(asked)Choose [1]: «»
                \(asked)Choose [1]: «c»
                \(asked)Choose [1]: «Esc»
                Wait
                5 seconds left.
                  1) Now
                  2) Never
                Choose [1]: «end of input»

                """)
    }
}
