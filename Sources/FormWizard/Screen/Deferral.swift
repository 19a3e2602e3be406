/// Runs an action soon after the current main-actor job, however many times it is asked for
/// before then.
///
/// One long-lived task waits for requests and is resumed through a continuation: a new
/// `Task {}` per request would start on a global thread and hop back to the main actor, waking
/// a thread each time, and the screen asks for this on every submit that has input behind it.
@MainActor
final class Deferral {
    private let action: @MainActor () -> Void
    private var waiter: CheckedContinuation<Bool, Never>?
    private var task: Task<Void, Never>?
    private var requested = false
    private var stopped = false

    init(_ action: @escaping @MainActor () -> Void) {
        self.action = action
    }

    /// Runs the action once after the current job, unless already asked for.
    func schedule() {
        guard !requested, !stopped else { return }
        requested = true
        if let waiter {
            self.waiter = nil
            waiter.resume(returning: true)
        } else if task == nil {
            task = Task { await self.serve() }
        }
    }

    /// Ends the waiting task; nothing runs afterwards.
    func stop() {
        stopped = true
        waiter?.resume(returning: false)
        waiter = nil
    }

    private func serve() async {
        while !stopped {
            if requested {
                requested = false
                action()
                continue
            }
            guard await withCheckedContinuation({ waiter = $0 }) else { return }
        }
    }
}
