import FormWizard
import FormWizardTesting
import Testing

/// Tasks that a `TestClock` wakes at the same instant run in one order, every time: an
/// installer's log of parallel tasks, snapshotted in a test, flaked (3 failures in 13 runs)
/// while they raced on the shared thread pool.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestClockOrder {
    @MainActor final class Log {
        var lines: [String] = []
        func append(_ line: String) { lines.append(line) }
    }

    static let names = ["api", "db", "cache", "web", "queue", "mail"]

    /// Six tasks of a progress dialog, each sleeping a second three times on the test clock and
    /// logging each step (on the main actor, as a log pane would).
    static func install(on screen: Screen, clock: TestClock, log: Log) -> Task<[Void], any Error> {
        Task {
            try await screen.withTaskProgress(
                "Installing",
                tasks: names.map { name in
                    ProgressTask(name) { progress in
                        for step in 1...3 {
                            try await clock.sleep(for: .seconds(1))
                            await log.append("\(name) \(step)")
                            try await progress.status("step \(step)")
                        }
                    }
                })
        }
    }

    @Test func tasksWokenAtOneInstantRunInTheOrderTheySlept() async throws {
        let expected = (1...3).flatMap { step in Self.names.map { "\($0) \(step)" } }
        for round in 1...25 {
            let clock = TestClock()
            let screen = Screen(terminal: VirtualTerminal(columns: 60, rows: 16), clock: clock)
            let log = Log()
            let install = Self.install(on: screen, clock: clock, log: log)
            // Asleep: the six tasks and the dialog's spinner.
            let asleep = Self.names.count + 1
            await eventually("six tasks asleep") { clock.sleeperCount == asleep }
            for step in 1...3 {
                clock.advance(by: .seconds(1))
                await eventually("step \(step) of six tasks") {
                    log.lines.count == step * Self.names.count && (step == 3 || clock.sleeperCount == asleep)
                }
            }
            _ = try await install.valueCancelledWithTheTest
            #expect(log.lines == expected, "round \(round)")
            if log.lines != expected { return }
        }
    }
}
