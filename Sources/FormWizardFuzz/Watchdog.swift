import FormWizard
import Foundation

/// Ends the run when the main actor has not come back for `limit`: a turn that long (a paste
/// that freezes the screen) cannot be timed out from the main actor itself.
///
/// It prints the hang as a failure, then `fuzz-resume: NEXT TOTALS` and exits 3, so that
/// `scripts/fuzz` can go on with the next episode.
final class Watchdog: Sendable {
    private struct State {
        var beats = 0
        var doing = "starting"
        var episode = 0
        var replay = ""
        var totals = Totals()
    }

    private let state = Lock(State())

    /// Notes that the main actor is about to do `what`.
    func beat(_ what: String) {
        state.withLock {
            $0.beats += 1
            $0.doing = what
        }
    }

    /// Notes the episode starting, its replay command and the totals before it.
    func running(_ episode: Int, replay: String, totals: Totals) {
        state.withLock {
            $0.episode = episode
            $0.replay = replay
            $0.totals = totals
        }
    }

    /// Watches from a thread of its own.
    func start(limit: Duration) {
        let thread = Thread { [self] in
            var last = -1
            var quietSince = ContinuousClock.now
            while true {
                Thread.sleep(forTimeInterval: 0.5)
                let now = state.withLock { ($0.beats, $0.doing, $0.episode, $0.replay, $0.totals) }
                if now.0 != last {
                    last = now.0
                    quietSince = .now
                } else if ContinuousClock.now - quietSince > limit {
                    var totals = now.4
                    totals.episodes += 1
                    totals.failures += 1
                    totals.kinds["hang", default: 0] += 1
                    print(
                        "  episode \(now.2): hang: the main actor did not come back for \(limit) during \(now.1) — replay: \(now.3)"
                    )
                    print("fuzz-resume: \(now.2 + 1) \(totals.encoded)")
                    fflush(nil)
                    exit(3)
                }
            }
        }
        thread.start()
    }
}
