import FormWizard
import FormWizardTesting
import Foundation
import Testing

@testable import FormWizardCommandLine

/// A FIFO nobody writes to, named where a file is read: opening it never waits for a writer
/// (it did: `formwizard dialog --tailbox fifo -1 -1` hung until SIGKILL, found by
/// `scripts/fuzz-args 100000 20261207`, cases 63974 and 76808).
@MainActor
final class TestReadOpening {
    private let fifo = NSTemporaryDirectory() + "formwizard-read-opening-\(UUID().uuidString)"

    init() throws {
        #expect(mkfifo(fifo, 0o600) == 0)
    }

    deinit {
        unlink(fifo)
    }

    /// Parses `arguments` on a thread of its own (not the cooperative pool, which a blocked
    /// `open` would starve), waiting at most 10 seconds: what the parse ended in, or `nil` when
    /// it did not end (the thread is left blocked; the test fails).
    private nonisolated static func parseEnds(_ arguments: [String]) async -> String? {
        let ended = Lock<String?>(nil)
        Thread.detachNewThread {
            let outcome =
                switch FormWizardCommand.parse(arguments) {
                case .run: "run"
                case .finished(let result): "finished \(result.code)"
                case .usageError(let message): "usage error: \(message)"
                case .help: "help"
                }
            ended.withLock { $0 = outcome }
        }
        let deadline = ContinuousClock.now + .seconds(10)
        while ContinuousClock.now < deadline {
            if let outcome = ended.withLock({ $0 }) { return outcome }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return nil
    }

    @Test func aFIFOIsOpenedWithoutWaitingForAWriter() async throws {
        #expect(await Self.parseEnds(["tailbox", fifo]) == "run", "tailbox FIFO did not parse within 10 s")
        #expect(
            await Self.parseEnds(["dialog", "--tailbox", fifo, "-1", "-1"]) == "run",
            "dialog --tailbox FIFO did not parse within 10 s")
        // `--file` of a FIFO nobody writes to reads as empty: no box follows.
        let file = await Self.parseEnds(["dialog", "--file", fifo])
        #expect(file != nil, "dialog --file FIFO did not parse within 10 s")
    }

    /// The box following a FIFO is shown and answers Esc while nothing is written.
    @Test func aTailboxOfAFIFOAnswersEsc() async throws {
        // Parsed on a thread first, so that an `open` that waits fails this test in 10 seconds
        // instead of holding the main actor.
        try #require(await Self.parseEnds(["dialog", "--tailbox", fifo, "10", "40"]) == "run")
        let term = VirtualTerminal(columns: 60, rows: 16)
        let screen = Screen(terminal: term, clock: TestClock())
        let result = screen.start(try command("dialog", "--tailbox", fifo, "10", "40"))
        await screen.waitUntilShown("the tail box of a FIFO")
        term.send(.escape)
        #expect(await result.value.code == 255)
    }
}
