import Foundation
import Synchronization

/// Ends the run when the main actor has not come back for `limit`: a turn that long (a paste
/// that freezes the screen) cannot be timed out from the main actor itself.
final class Watchdog: Sendable {
    private let state = Mutex<(beats: Int, doing: String, replay: String)>((0, "starting", ""))

    /// Notes that the main actor is about to do `what`.
    func beat(_ what: String) {
        state.withLock {
            $0.beats += 1
            $0.doing = what
        }
    }

    /// The command that replays what is running.
    func replaying(_ command: String) {
        state.withLock { $0.replay = command }
    }

    /// Watches from a thread of its own; prints the hang and exits 1 when `limit` passes
    /// without a beat.
    func start(limit: Duration) {
        let thread = Thread { [self] in
            var last = -1
            var quietSince = ContinuousClock.now
            while true {
                Thread.sleep(forTimeInterval: 0.5)
                let (beats, doing, replay) = state.withLock { $0 }
                if beats != last {
                    last = beats
                    quietSince = .now
                } else if ContinuousClock.now - quietSince > limit {
                    print("  hang: the main actor did not come back for \(limit) during \(doing) — replay: \(replay)")
                    print("fuzz: stopped by the watchdog: 1 failure at least")
                    fflush(nil)
                    exit(1)
                }
            }
        }
        thread.start()
    }
}
