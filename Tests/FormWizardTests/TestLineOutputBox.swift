import FormWizard
import FormWizardTesting
import Testing

/// The output box in line mode: the lines as they come, then how the output ended.
@MainActor
struct TestLineOutputBox {
    let lines = VirtualLineTerminal()
    let screen: Screen

    init() {
        // A clock that never moves: the box's flushes wait for it, so every line comes with
        // the end, whatever the machine's speed.
        screen = Screen(lines: lines, clock: TestClock())
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String { "exit status 2" }
    }

    func output(_ texts: [String], failing: Bool = false) -> AsyncThrowingStream<String, any Error> {
        AsyncThrowingStream { continuation in
            for text in texts { continuation.yield(text) }
            continuation.finish(throwing: failing ? Failure() : nil)
        }
    }

    @Test func writesTheLinesThenHowTheyEndedAndReturns() async throws {
        try await screen.showOutput(of: output(["Compiling", "\u{1B}[32mok\u{1B}[0m"]), title: "swift build") { _ in
            "exit status 0"
        }
        try await screen.showOutput(of: output(["boom"], failing: true))
        #expect(
            lines.transcript == """
                swift build
                Compiling
                ^[[32mok^[[0m
                swift build: exit status 0
                boom
                failed: exit status 2

                """)
    }

    @Test func linesBeyondTheCapacityAreCounted() async throws {
        try await screen.showOutput(of: output(["1", "2", "3", "4", "5"]), capacity: 2)
        #expect(
            lines.transcript == """
                (3 lines not kept)
                4
                5
                done

                """)
    }
}
