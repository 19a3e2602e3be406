/// Lines on their way from a producer to an `OutputBox`: the producer appends them from any
/// thread, one at a time; the box takes what has come at most once a frame.
///
/// Only the last `capacity` lines are kept, so a producer far faster than the screen costs
/// bounded memory: older lines are dropped in batches (when twice the capacity is reached).
final class OutputFeed: Sendable {
    /// What arrived since the last `take()`.
    struct Batch: Sendable {
        /// The last lines that arrived, at most `capacity` of them.
        var lines: [String] = []
        /// How many lines arrived, those dropped included.
        var count = 0

        var isEmpty: Bool { count == 0 }
    }

    private let capacity: Int
    private let pending = Lock(Batch())

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// Adds one line; called by the producer's task.
    func append(_ line: String) {
        let capacity = self.capacity
        pending.withLock { batch in
            batch.lines.append(line)
            batch.count += 1
            if batch.lines.count >= 2 * capacity { batch.lines.removeFirst(batch.lines.count - capacity) }
        }
    }

    /// The lines that arrived since the last call (the last `capacity` of them).
    func take() -> Batch {
        let capacity = self.capacity
        var batch = pending.withLock { batch in
            defer { batch = Batch() }
            return batch
        }
        if batch.lines.count > capacity { batch.lines.removeFirst(batch.lines.count - capacity) }
        return batch
    }

    /// Reads `lines` to the end into the feed, off the main actor, so that a producer that
    /// never suspends cannot hold up the keys.
    ///
    /// - Throws: what the sequence throws; `CancellationError` when the task is cancelled.
    @concurrent
    func drain<Lines: AsyncSequence<String, any Error> & Sendable>(_ lines: Lines) async throws {
        for try await line in lines {
            append(line)
            try Task.checkCancellation()
        }
        // A sequence may end quietly when cancelled (a pipe's reader does).
        try Task.checkCancellation()
    }
}
