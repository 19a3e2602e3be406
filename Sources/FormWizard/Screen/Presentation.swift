/// One dialog on a screen's stack, its type erased so that dialogs of any type can stack.
@MainActor
protocol Presentation: AnyObject {
    /// This presentation's own resize policy, overriding the screen's.
    var resizePolicy: ResizePolicy? { get }
    /// Whether its outcome is decided (it leaves the stack at the next chance).
    var isSettled: Bool { get }
    /// Whether a task awaits its outcome.
    var isAwaited: Bool { get }
    /// Whether it is doing work rather than waiting for the user (an activity spinner).
    var isBusy: Bool { get set }
    /// Whether a task it resumed has yet to run; input waits for it (type-ahead goes to the
    /// dialog that task presents next).
    var callerPending: Bool { get set }
    /// Whether the caller awaits the outcome as soon as the dialog is pushed (`present`).
    var willBeAwaited: Bool { get set }
    /// Whether it has been on screen.
    var wasDrawn: Bool { get set }

    func render(into frame: inout Frame)
    /// Hands `event` to the dialog, laid out for a screen of `size`.
    func handle(_ event: InputEvent, on size: Size) -> PresentationResponse
    /// Starts and cancels the dialog's tasks to match what it lists now.
    func reconcileTasks(on screen: Screen)
    /// Cancels every task of the dialog.
    func cancelTasks()
    /// Settles with `CancellationError`; returns how many waiters it resumed, `nil` if settled before.
    func settleCancelled() -> Int?
}

/// What handing an event to a presentation did.
enum PresentationResponse {
    case unchanged
    case changed
    /// It settled and resumed this many waiters.
    case settled(resumed: Int)
}

/// A presented dialog of a known type, with its outcome.
@MainActor
final class DialogPresentation<D: Dialog>: Presentation {
    var dialog: D
    let resolution = Resolution<D.Value>()
    let resizePolicy: ResizePolicy?
    var isBusy = false
    var callerPending = false
    var willBeAwaited = false
    var wasDrawn = false
    private var tasks: [AnyHashable: (handle: Task<Void, Never>, record: DialogTaskRecord)] = [:]

    init(_ dialog: D, resizePolicy: ResizePolicy?) {
        self.dialog = dialog
        self.resizePolicy = resizePolicy
    }

    var isSettled: Bool { resolution.isSettled }
    var isAwaited: Bool { resolution.waiterCount > 0 }

    func render(into frame: inout Frame) {
        dialog.render(into: &frame)
    }

    func handle(_ event: InputEvent, on size: Size) -> PresentationResponse {
        dialog.prepare(for: size)
        return respond(dialog.handle(event))
    }

    private func respond(_ response: DialogResponse<D.Value>) -> PresentationResponse {
        switch response {
        case .ignored: .unchanged
        case .handled: .changed
        case .submit(let value): resolution.settle(.success(value)).map { .settled(resumed: $0) } ?? .unchanged
        case .cancel: settleCancelled().map { .settled(resumed: $0) } ?? .unchanged
        }
    }

    func settleCancelled() -> Int? {
        resolution.settle(.failure(CancellationError()))
    }

    func reconcileTasks(on screen: Screen) {
        let wanted = dialog.tasks
        guard !wanted.isEmpty || !tasks.isEmpty else { return }
        var listed = Set<AnyHashable>()
        for task in wanted {
            let id = AnyHashable(task.id)
            listed.insert(id)
            guard tasks[id] == nil else { continue }
            let record = DialogTaskRecord()
            let context = DialogTaskContext(record: record, screen: screen)
            screen.taskStarted(record)
            let handle = Task { [weak self, weak screen] in
                let update = try? await task.operation(context)
                screen?.taskEnded(record)
                guard let self, let update, !Task.isCancelled, !self.isSettled else { return }
                screen?.apply(self.respond(update(&self.dialog)), from: self)
            }
            tasks[id] = (handle, record)
        }
        for (id, task) in tasks where !listed.contains(id) {
            cancel(task)
            tasks[id] = nil
        }
    }

    func cancelTasks() {
        for task in tasks.values { cancel(task) }
        tasks.removeAll()
    }

    private func cancel(_ task: (handle: Task<Void, Never>, record: DialogTaskRecord)) {
        task.record.isCancelled = true
        task.handle.cancel()
    }
}
