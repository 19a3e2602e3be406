/// One dialog on a screen's stack, its type erased so that dialogs of any type can stack.
@MainActor
protocol Presentation: AnyObject {
    /// This presentation's own resize policy, overriding the screen's.
    var resizePolicy: ResizePolicy? { get }
    /// Whether its outcome is decided (it leaves the stack at the next chance).
    var isSettled: Bool { get }
    /// Whether a task awaits its outcome.
    var isAwaited: Bool { get }
    /// Whether it is doing work rather than waiting for the user (a progress its caller drives).
    var isBusy: Bool { get set }
    /// The dialog's type, for messages.
    var name: String { get }
    /// Whether it was presented under a timeout (`Screen.withTimeout`).
    var hasTimeout: Bool { get }
    /// What the mouse can hit of it, as it was last drawn.
    var hitRegions: [HitRegion] { get set }
    /// The keys it hears in line mode as it is now (`LineShowable.lineKeys`).
    var lineKeys: LineKeys? { get }

    func render(into frame: inout Frame)
    /// Records that the frame shown now holds the dialog as it is (what `redraw(into:)` starts from).
    func didDraw()
    /// Whether `redraw(into:)` may draw: the dialog is `Redrawing` and was drawn.
    var canRedraw: Bool { get }
    /// Draws into a retained frame what changed since it was last drawn (`Redrawing`).
    /// - Returns: `false`, having drawn nothing, when it cannot.
    func redraw(into frame: inout Frame) -> Bool
    /// Hands `event` to the dialog, laid out for a screen of `size`.
    func handle(_ event: InputEvent, on size: Size) -> PresentationResponse
    /// Starts and cancels the dialog's tasks to match what it lists now.
    func reconcileTasks(on screen: Screen)
    /// Cancels every task of the dialog; none is started afterwards.
    func cancelTasks()
    /// Waits until every task the dialog started has ended.
    func tasksEnded() async
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

/// A presented dialog of a known type, with its outcome and its tasks.
@MainActor
final class DialogPresentation<D: Dialog>: Presentation {
    private struct RunningTask {
        let handle: Task<Void, Never>
        let record: DialogTaskRecord

        func cancel() {
            record.cancel()
            handle.cancel()
        }
    }

    var dialog: D
    let resolution = Resolution<D.Value>()
    let resizePolicy: ResizePolicy?
    var isBusy = false
    var hitRegions: [HitRegion] = []
    /// The timeout it was presented under, if any (`Screen.withTimeout`).
    let timeout: TimeoutScope?
    /// The size it was presented at, if any (`Screen.withDialogSize`).
    let size: DialogSize?
    /// The events handed to the dialog, which restart its timeout.
    private var events = 0
    private var tasks: [AnyHashable: RunningTask] = [:]
    /// Tasks cancelled but perhaps not ended yet.
    private var ending: [RunningTask] = []
    private var tasksStopped = false
    /// How the dialog draws what changed since a value of it was drawn, if it can (`Redrawing`).
    private let redrawing: ((D, D, inout Frame) -> Bool)? = DialogPresentation<D>.redrawing()
    /// The value last drawn, kept only when the dialog can redraw.
    private var drawn: D?

    init(_ dialog: D, resizePolicy: ResizePolicy?, timeout: TimeoutScope? = nil, size: DialogSize? = nil) {
        self.dialog = dialog
        self.resizePolicy = resizePolicy
        self.timeout = timeout
        self.size = size
    }

    var isSettled: Bool { resolution.isSettled }
    var isAwaited: Bool { resolution.waiterCount > 0 }
    var name: String { "\(D.self)" }
    var hasTimeout: Bool { timeout != nil }
    var lineKeys: LineKeys? { (dialog as? any LineShowable)?.lineKeys }

    func render(into frame: inout Frame) {
        guard let size else { return dialog.render(into: &frame) }
        dialog.render(at: size, into: &frame)
    }

    func didDraw() {
        if redrawing != nil, size == nil { drawn = dialog }
    }

    var canRedraw: Bool { drawn != nil }

    func redraw(into frame: inout Frame) -> Bool {
        guard let redrawing, let drawn else { return false }
        return redrawing(dialog, drawn, &frame)
    }

    /// `Redrawing.redraw(since:into:)` for `D`, when it conforms.
    private static func redrawing() -> ((D, D, inout Frame) -> Bool)? {
        func opened<R: Redrawing>(_: R.Type) -> (D, D, inout Frame) -> Bool {
            // `R` is `D`: the casts always succeed.
            { dialog, drawn, frame in
                guard let dialog = dialog as? R, let drawn = drawn as? R else { return false }
                return dialog.redraw(since: drawn, into: &frame)
            }
        }
        guard let type = D.self as? any Redrawing.Type else { return nil }
        return opened(type)
    }

    func handle(_ event: InputEvent, on size: Size) -> PresentationResponse {
        events += 1
        guard let given = self.size else {
            dialog.prepare(for: size)
            return respond(dialog.handle(event))
        }
        return respond(dialog.handle(event, at: given, on: size))
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
        guard !tasksStopped, !isSettled else { return }
        var wanted = dialog.tasks
        if let timeout { wanted.append(timeout.task(after: events)) }
        guard !wanted.isEmpty || !tasks.isEmpty else { return }
        var listed = Set<AnyHashable>()
        for task in wanted {
            let id = AnyHashable(task.id)
            listed.insert(id)
            if tasks[id] == nil { tasks[id] = start(task, on: screen) }
        }
        for (id, task) in tasks where !listed.contains(id) {
            stop(task)
            tasks[id] = nil
        }
    }

    private func start(_ task: DialogTask<D>, on screen: Screen) -> RunningTask {
        let record = DialogTaskRecord { [weak screen] in
            // A sleep began, perhaps on another thread: the screen may have become idle.
            Task { @MainActor in screen?.notifyIfIdle() }
        }
        let context = DialogTaskContext<D>(record: record, clock: screen.clock) { [weak self, weak screen] change in
            guard let self, let screen, !self.tasksStopped, !self.isSettled else { return false }
            // In line mode the change is written as lines (`LineShowable`); a copy is kept
            // only there (see `DialogHandle.update`).
            let before = screen.isLineMode && self.dialog is any LineShowable ? self.dialog : nil
            let response = change(&self.dialog)
            if let before { screen.sayLines(of: self.dialog, after: before) }
            screen.apply(self.respond(response), from: self)
            return true
        }
        screen.taskStarted(record)
        // A clock that is a task executor (a test clock) runs the task's work off the main
        // actor, so that tasks it wakes together go on in one order (see `Screen.init`). The
        // task still starts on the main actor, at once, as it always did.
        let executor = screen.clock as? any TaskExecutor
        let handle = Task { [weak screen] in
            defer {
                record.end()
                screen?.taskEnded(record)
            }
            let update = try? await withTaskExecutorPreference(executor) {
                try await ClockSleep.$record.withValue(record) { try await task.operation(context) }
            }
            guard let update, !Task.isCancelled else { return }
            _ = context.apply(update)
        }
        return RunningTask(handle: handle, record: record)
    }

    func cancelTasks() {
        tasksStopped = true
        for task in tasks.values { stop(task) }
        tasks.removeAll()
    }

    private func stop(_ task: RunningTask) {
        task.cancel()
        ending.removeAll { $0.record.hasEnded }
        ending.append(task)
    }

    func tasksEnded() async {
        while let task = ending.popLast() { await task.handle.value }
    }
}
