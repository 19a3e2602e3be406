import FormWizard

/// How many operations the fuzzer's dialogs started are running, by the presentation that
/// started them; operations run on any thread.
final class WorkCounter: Sendable {
    private let running = Lock<[Int: Int]>([:])

    func started(_ owner: Int) {
        running.withLock { $0[owner, default: 0] += 1 }
    }

    func ended(_ owner: Int) {
        running.withLock { running in
            running[owner, default: 0] -= 1
            if running[owner] == 0 { running[owner] = nil }
        }
    }

    /// The operations of `owner` running now.
    func running(_ owner: Int) -> Int {
        running.withLock { $0[owner] ?? 0 }
    }

    /// Every operation running now, by owner.
    var all: [Int: Int] {
        running.withLock { $0 }
    }
}
