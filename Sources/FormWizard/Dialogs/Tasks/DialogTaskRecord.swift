/// The screen's view of one running dialog task: whether it only waits for the clock.
///
/// Sleeps are reported from whatever thread the clock runs on (`ClockSleep`), so the record
/// keeps them under a lock and tells the screen through `changed` when one begins.
final class DialogTaskRecord: Sendable {
    private struct State {
        var isCancelled = false
        var hasEnded = false
        var nextSleep = 0
        /// Each sleep in progress: whether its deadline has come.
        var sleeps: [Int: @Sendable () -> Bool] = [:]
    }

    /// A pthread lock (`Lock`): sleeps are reported from any thread, and the thread sanitizer
    /// does not model `Mutex`.
    private let state = Lock(State())
    /// Called when a sleep begins, on the sleeping thread.
    private let changed: @Sendable () -> Void

    init(changed: @escaping @Sendable () -> Void = {}) {
        self.changed = changed
    }

    func cancel() {
        state.withLock { $0.isCancelled = true }
    }

    /// The task has returned.
    func end() {
        state.withLock { $0.hasEnded = true }
    }

    var hasEnded: Bool { state.withLock { $0.hasEnded } }

    /// Whether the task can do nothing until the clock reaches a deadline.
    var isWaitingForClock: Bool {
        let sleeps = state.withLock { $0.isCancelled ? [] : Array($0.sleeps.values) }
        return !sleeps.isEmpty && sleeps.allSatisfy { !$0() }
    }

    func beginSleep(until deadlineHasCome: @escaping @Sendable () -> Bool) -> Int {
        let id = state.withLock { state in
            defer { state.nextSleep += 1 }
            state.sleeps[state.nextSleep] = deadlineHasCome
            return state.nextSleep
        }
        changed()
        return id
    }

    func endSleep(_ id: Int) {
        state.withLock { _ = $0.sleeps.removeValue(forKey: id) }
    }
}

/// How a clock tells the screen that a dialog's task sleeps on it, so that `Screen.idle()`
/// returns while the task can do nothing until the clock moves.
///
/// `DialogTaskContext.sleep` and `TestClock` report their sleeps. A service that a dialog task
/// awaits and that sleeps on the screen's `TestClock` is reported too: the task's identity
/// travels with it (a task-local value), into child tasks as well. Write your own test clock's
/// `sleep` as `try await ClockSleep.reporting(until: { now >= deadline }) { … }`.
public enum ClockSleep {
    @TaskLocal static var record: DialogTaskRecord?

    /// Runs `sleep`, telling the screen, when the current task is a dialog's, that it can do
    /// nothing until `deadlineHasCome` answers `true`.
    ///
    /// - Throws: what `sleep` throws.
    public static func reporting<T>(
        until deadlineHasCome: @escaping @Sendable () -> Bool, isolation: isolated (any Actor)? = #isolation,
        _ sleep: () async throws -> T
    ) async rethrows -> T {
        guard let record else { return try await sleep() }
        let id = record.beginSleep(until: deadlineHasCome)
        defer { record.endSleep(id) }
        return try await sleep()
    }
}
