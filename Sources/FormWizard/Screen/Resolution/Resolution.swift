import Synchronization

/// Thread-safe home of a presentation's outcome: settles once, resumes each awaiting task once.
///
/// Settling happens on the main actor (submit, Esc, dismissal, resize, shutdown) or on any
/// thread (a waiting task's cancellation handler); the lock makes the first one win and turns
/// the others into no-ops.
final class Resolution<Value: Sendable>: Sendable {
    typealias Outcome = Result<Value, CancellationError>
    private typealias Machine = ResolutionStateMachine<Value, CheckedContinuation<Outcome, Never>>

    /// What cancelling a waiting task does.
    enum WaiterCancellation {
        /// It settles the presentation with `CancellationError`: the waiter owns the dialog
        /// (`present`).
        case settles
        /// It ends only that wait, with `CancellationError`: the dialog stays (a handle's
        /// `value`, awaited beside the code that drives the dialog).
        case endsWait
    }

    private let locked = Lock(Machine())
    /// Whether the machine has settled, set under the lock when it does: the screen asks several
    /// times a key, and the lock's generic state costs metadata look-ups on every access.
    private let settled = Atomic<Bool>(false)

    init() {}

    var isSettled: Bool { settled.load(ordering: .acquiring) }
    var waiterCount: Int { locked.withLock { $0.waiterCount } }

    /// Settles with `outcome` unless settled already.
    ///
    /// - Returns: how many waiters were resumed, or `nil` if it had settled before.
    @discardableResult
    func settle(_ outcome: Outcome) -> Int? {
        let action = locked.withLock { machine in
            let action = machine.settle(outcome)
            if action != nil { settled.store(true, ordering: .releasing) }
            return action
        }
        guard let action else { return nil }
        for waiter in action.waiters {
            waiter.resume(returning: action.outcome)
        }
        return action.waiters.count
    }

    /// Waits for the outcome.
    ///
    /// - Parameters:
    ///   - cancellation: what cancelling the waiting task does.
    ///   - installed: called on the caller's isolation once the waiter is registered.
    func wait(
        isolation: isolated (any Actor)? = #isolation, cancellation: WaiterCancellation = .settles,
        installed: () -> Void = {}
    ) async -> Outcome {
        let id = locked.withLock { $0.makeID() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation(isolation: isolation) { continuation in
                let action = locked.withLock { $0.wait(continuation, id: id) }
                switch action {
                case .suspend: installed()
                case .resume(let waiter, let outcome): waiter.resume(returning: outcome)
                }
            }
        } onCancel: {
            switch cancellation {
            case .settles:
                settle(.failure(CancellationError()))
            case .endsWait:
                locked.withLock { $0.abandon(id) }?.resume(returning: .failure(CancellationError()))
            }
        }
    }
}
