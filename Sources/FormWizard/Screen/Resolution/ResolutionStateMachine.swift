/// The outcome of one presentation as a pure state machine: it settles once, and every waiter
/// is handed back exactly once — whichever of submit, Esc, cancellation, dismissal, resize
/// teardown or shutdown comes first.
///
/// It stores waiters (continuations in production, plain values in tests) and returns actions;
/// `Resolution` performs them outside its lock.
struct ResolutionStateMachine<Value, Waiter> {
    typealias Outcome = Result<Value, CancellationError>

    private enum State {
        case pending(waiters: [Waiter])
        case settled(Outcome)
    }

    private var state = State.pending(waiters: [])

    /// What to do with a waiter that arrives.
    enum WaitAction {
        /// Keep it; it is resumed when the presentation settles.
        case suspend
        /// Resume it at once: the presentation has already settled.
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

    mutating func wait(_ waiter: Waiter) -> WaitAction {
        switch state {
        case .pending(var waiters):
            waiters.append(waiter)
            state = .pending(waiters: waiters)
            return .suspend
        case .settled(let outcome):
            return .resume(waiter, outcome)
        }
    }

    mutating func settle(_ outcome: Outcome) -> SettleAction? {
        switch state {
        case .pending(let waiters):
            state = .settled(outcome)
            return SettleAction(waiters: waiters, outcome: outcome)
        case .settled:
            return nil
        }
    }
}
