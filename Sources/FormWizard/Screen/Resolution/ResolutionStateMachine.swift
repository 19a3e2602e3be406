/// The outcome of one presentation as a pure state machine: it settles once, and every waiter
/// is handed back exactly once — whichever of submit, Esc, cancellation, dismissal, resize
/// teardown or shutdown comes first, and whether the waiter gives up before it settles.
///
/// It stores waiters (continuations in production, plain values in tests) under ids and
/// returns actions; `Resolution` performs them outside its lock. An id is taken before the
/// waiter arrives, so that a waiter's cancellation (`abandon`) may come before or after it.
struct ResolutionStateMachine<Value, Waiter> {
    typealias Outcome = Result<Value, CancellationError>

    private enum State {
        case pending(waiters: [(id: Int, waiter: Waiter)])
        case settled(Outcome)
    }

    private var state = State.pending(waiters: [])
    private var nextID = 0
    /// Ids whose waiter gave up before it arrived.
    private var abandoned: Set<Int> = []

    /// What to do with a waiter that arrives.
    enum WaitAction {
        /// Keep it; it is resumed when the presentation settles or the waiter gives up.
        case suspend
        /// Resume it at once: the presentation has settled, or the waiter gave up already.
        case resume(Waiter, Outcome)
    }

    /// The waiters to resume when the presentation settles; `nil` when it had settled already.
    struct SettleAction {
        var waiters: [Waiter]
        var outcome: Outcome
    }

    var isSettled: Bool {
        if case .settled = state { return true }
        return false
    }

    var waiterCount: Int {
        if case .pending(let waiters) = state { return waiters.count }
        return 0
    }

    /// An id for a waiter about to arrive.
    mutating func makeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    mutating func wait(_ waiter: Waiter, id: Int) -> WaitAction {
        if abandoned.remove(id) != nil { return .resume(waiter, .failure(CancellationError())) }
        switch state {
        case .pending(var waiters):
            waiters.append((id, waiter))
            state = .pending(waiters: waiters)
            return .suspend
        case .settled(let outcome):
            return .resume(waiter, outcome)
        }
    }

    /// The waiter `id` gives up (its task was cancelled) without settling the presentation.
    ///
    /// - Returns: the waiter to resume with `CancellationError`, if it is waiting now.
    mutating func abandon(_ id: Int) -> Waiter? {
        guard case .pending(var waiters) = state, let index = waiters.firstIndex(where: { $0.id == id }) else {
            // Not waiting (yet): it is resumed with `CancellationError` as it arrives. A waiter
            // already resumed never arrives again, so its id is never looked at.
            abandoned.insert(id)
            return nil
        }
        let waiter = waiters.remove(at: index).waiter
        state = .pending(waiters: waiters)
        return waiter
    }

    mutating func settle(_ outcome: Outcome) -> SettleAction? {
        switch state {
        case .pending(let waiters):
            state = .settled(outcome)
            return SettleAction(waiters: waiters.map(\.waiter), outcome: outcome)
        case .settled:
            return nil
        }
    }
}
