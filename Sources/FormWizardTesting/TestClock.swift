import Dispatch
import FormWizard

/// A clock that only moves when a test says so, for spinners, debounces and timeouts.
///
/// `sleep` suspends until `advance(by:)` moves the clock past the deadline; cancelling the
/// sleeping task ends the sleep with `CancellationError`.
///
/// It is also the task executor of a screen's dialog tasks (see `Screen.init`): their work off
/// the main actor, and their child tasks' (those of `Screen.withTaskProgress` too), runs here
/// one job at a time, in the order it became ready. Tasks that `advance(by:)` wakes at one
/// instant therefore go on in the order they went to sleep (earliest deadline first), and a
/// log they write, or a screen they change, is the same in every run.
public final class TestClock: Clock, TaskExecutor, Sendable {
    /// A moment on a `TestClock`: the time since the clock was made.
    public struct Instant: InstantProtocol, Sendable {
        /// How long after the clock started.
        public var offset: Duration

        /// The instant `offset` after the start.
        public init(offset: Duration) { self.offset = offset }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        /// How long from this instant to `other`.
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private struct Sleeper {
        var id: UInt64
        var deadline: Instant
        var continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var now = Instant(offset: .zero)
        var nextID: UInt64 = 0
        var sleepers: [Sleeper] = []
    }

    /// A `Lock`: a pthread mutex, which the thread sanitizer understands.
    private let state = Lock(State())
    /// Where the jobs of tasks preferring this executor run, one at a time.
    private let jobs = DispatchQueue(label: "FormWizardTesting.TestClock")

    /// A clock at its start, with no one asleep.
    public init() {}

    /// The current instant: the start plus every `advance(by:)`.
    public var now: Instant { state.withLock { $0.now } }
    /// Zero: it moves only when told to.
    public var minimumResolution: Duration { .zero }

    /// How many tasks are sleeping on this clock.
    public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

    /// Sleeps until the clock has been advanced to `deadline`. A dialog task sleeping here,
    /// also inside a service it awaits, lets `Screen.idle()` return (see `ClockSleep`).
    ///
    /// - Throws: `CancellationError` when the sleeping task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try await ClockSleep.reporting(until: { [self] in now >= deadline }) {
            try await sleepUnreported(until: deadline)
        }
    }

    private func sleepUnreported(until deadline: Instant) async throws {
        let id = state.withLock { state in
            state.nextID += 1
            return state.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let resumeNow = state.withLock { state -> Bool in
                    if deadline <= state.now || Task.isCancelled { return true }
                    state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return false
                }
                if resumeNow {
                    if Task.isCancelled {
                        continuation.resume(throwing: CancellationError())
                    } else {
                        continuation.resume()
                    }
                }
            }
        } onCancel: {
            let sleeper = state.withLock { state -> Sleeper? in
                guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else { return nil }
                return state.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Runs `job` after every job enqueued before it, one at a time (`TaskExecutor`).
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.async { [self] in job.runSynchronously(on: asUnownedTaskExecutor()) }
    }

    /// Moves the clock forward and wakes every sleeper whose deadline has come, earliest first,
    /// and those of one deadline in the order they went to sleep.
    public func advance(by duration: Duration) {
        let due = state.withLock { state -> [Sleeper] in
            state.now = state.now.advanced(by: duration)
            let now = state.now
            let due = state.sleepers.filter { $0.deadline <= now }.sorted {
                ($0.deadline, $0.id) < ($1.deadline, $1.id)
            }
            state.sleepers.removeAll { $0.deadline <= now }
            return due
        }
        for sleeper in due {
            sleeper.continuation.resume()
        }
    }
}
