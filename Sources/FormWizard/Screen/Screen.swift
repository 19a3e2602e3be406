/// The owner of a terminal's modal stack and render loop, on the main actor.
///
/// Every dialog is an `async` call: `present(_:)` shows it on top of the stack and returns its
/// value when the user submits. Each presentation resumes its caller exactly once, whichever
/// comes first:
/// 1. submit — the dialog's value;
/// 2. Esc — `CancellationError`, unless the dialog answers Esc with a value of its own;
/// 3. the awaiting task is cancelled — the dialog is removed, `CancellationError`;
/// 4. a resize under the `.teardown` policy — `CancellationError` (`.relayout` keeps all state);
/// 5. `DialogHandle.dismiss()` — `CancellationError`, or the value given;
/// 6. `shutdown()` — every pending presentation, innermost first, `CancellationError`;
/// 7. the owner releasing its `DialogHandle`, or the screen — `CancellationError`.
///
/// The screen redraws only when something changed and sends the terminal only the cells that
/// differ from what it shows.
@MainActor
public final class Screen {
    /// The terminal this screen draws on.
    public let terminal: any Terminal
    /// The clock that animations (spinners) and delays use; tests pass a `TestClock`.
    public let clock: any Clock<Duration>
    /// The styles dialogs draw with.
    public var theme: Theme {
        didSet { setNeedsRender() }
    }
    /// What presentations without a policy of their own do on resize.
    public var resizePolicy: ResizePolicy
    /// Whether `shutdown()` has run; presenting afterwards throws at once.
    public private(set) var isShutDown = false

    var stack: [any Presentation] = []
    /// What the terminal shows, and the buffer frames are drawn into.
    private var compositor = Compositor()
    private var needsRender = false
    /// Draws once after a run of `setNeedsRender()` calls.
    private lazy var deferredRender = Deferral { [weak self] in
        guard let self else { return }
        if self.needsRender { self.render() }
        self.notifyIfIdle()
    }
    private var pendingInput = InputQueue()
    /// Delivers input held back for a resumed caller once that caller has run.
    private lazy var inputDelivery = Deferral { [weak self] in self?.deliverInput() }
    private var callersPending = 0
    private var idleWaiters: [CheckedContinuation<Void, Never>] = []
    private var yielders: [CheckedContinuation<Void, Never>] = []
    private lazy var yieldTurn = Deferral { [weak self] in self?.resumeYielders() }
    private var shutdownQueue: [any Presentation] = []
    private var shutdownResumePending: (any Presentation)?
    /// Dialog tasks running (see `DialogTask`).
    private var runningTasks: [ObjectIdentifier: DialogTaskRecord] = [:]

    /// A screen on `terminal`. It starts receiving the terminal's input at once.
    public init(
        terminal: any Terminal,
        theme: Theme = .default,
        resizePolicy: ResizePolicy = .relayout,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.terminal = terminal
        self.theme = theme
        self.resizePolicy = resizePolicy
        self.clock = clock
        terminal.inputHandler = { [weak self] events in self?.receive(events) }
    }

    isolated deinit {
        shutdown()
        // Nobody is left to run `didResume`: resolve the rest at once.
        for presentation in shutdownQueue { _ = presentation.settleCancelled() }
    }

    /// The number of dialogs on the stack.
    public var presentationCount: Int { stack.count(where: { !$0.isSettled }) }

    /// Shows `dialog` on top of the stack and waits for its value.
    ///
    /// The dialog below keeps its state and gets the input back when this one is gone.
    /// - Parameter resizePolicy: this presentation's resize policy; `nil` uses the screen's.
    /// - Returns: the value the dialog was submitted with.
    /// - Throws: `CancellationError` when the dialog is cancelled (Esc, a cancel button), the
    ///   awaiting task is cancelled (also before anything was drawn), a resize tears it down,
    ///   or the screen shuts down.
    public func present<D: Dialog>(
        _ dialog: D, resizePolicy: ResizePolicy? = nil
    ) async throws(CancellationError) -> D.Value {
        if Task.isCancelled || isShutDown { throw CancellationError() }
        let presentation = push(dialog, resizePolicy: resizePolicy, awaited: true)
        return try await outcome(of: presentation).get()
    }

    /// Shows `dialog` without waiting: for progress and activity that run while the caller works.
    ///
    /// Update it, dismiss it, or await its value through the handle. Releasing the handle
    /// dismisses the dialog.
    public func show<D: Dialog>(_ dialog: D, resizePolicy: ResizePolicy? = nil) -> DialogHandle<D> {
        let presentation = push(dialog, resizePolicy: resizePolicy)
        if isShutDown { _ = presentation.settleCancelled() }
        return DialogHandle(presentation: presentation, screen: self)
    }

    /// Resolves every pending presentation with `CancellationError`, innermost first, stops
    /// taking input and clears the screen. Presenting afterwards throws at once.
    ///
    /// Innermost first means each awaiting caller runs before the next one out is resumed.
    public func shutdown() {
        guard !isShutDown else { return }
        isShutDown = true
        inputDelivery.stop()
        deferredRender.stop()
        yieldTurn.stop()
        resumeYielders()
        terminal.inputHandler = nil
        pendingInput.removeAll()
        for presentation in stack { presentation.cancelTasks() }
        shutdownQueue = stack.reversed()
        stack.removeAll()
        render()
        settleNextForShutdown()
        let waiters = idleWaiters
        idleWaiters.removeAll()
        for waiter in waiters { waiter.resume() }
    }

    /// Settles presentations from `shutdownQueue` until one resumes a caller; the next is
    /// settled when that caller has run (`didResume`).
    private func settleNextForShutdown() {
        while !shutdownQueue.isEmpty {
            let next = shutdownQueue.removeFirst()
            if let resumed = next.settleCancelled(), resumed > 0 {
                shutdownResumePending = next
                return
            }
        }
    }

    /// Waits until the screen waits for the user (or the clock): the top dialog is awaited, no
    /// input is queued, no resumed caller has yet to run, no activity is busy, every dialog task
    /// is finished or sleeping on the screen's clock, and the frame is drawn.
    ///
    /// Tests use it instead of sleeping. It returns at once after `shutdown()`.
    public func idle() async {
        while !isShutDown {
            // Let work already queued on the main actor (a task about to present) run first.
            await yieldToMainActor()
            if isIdle { return }
            await withCheckedContinuation { idleWaiters.append($0) }
        }
    }

    /// Lets the main-actor work queued so far run first, without leaving the main actor
    /// (`Task.yield()` hops to a global thread and back, waking a thread every time).
    private func yieldToMainActor() async {
        await withCheckedContinuation { continuation in
            yielders.append(continuation)
            yieldTurn.schedule()
        }
    }

    private func resumeYielders() {
        let waiting = yielders
        yielders.removeAll()
        for yielder in waiting { yielder.resume() }
    }

    // MARK: - The stack

    /// - Parameter awaited: whether the caller awaits the outcome right after (`present`): if
    ///   type-ahead settles the dialog at once, more input waits for that caller all the same.
    func push<D: Dialog>(_ dialog: D, resizePolicy: ResizePolicy?, awaited: Bool = false) -> DialogPresentation<D> {
        let presentation = DialogPresentation(dialog, resizePolicy: resizePolicy)
        presentation.willBeAwaited = awaited
        stack.append(presentation)
        presentation.reconcileTasks(on: self)
        if awaited, !pendingInput.isEmpty, callersPending == 0 {
            // Type-ahead goes to the dialog presented next, before it is even drawn.
            deliverInput()
            if !presentation.isSettled { render() }
        } else {
            render()
            // A dialog shown without awaiting it (a progress, a step under a question) may be
            // covered by the next one before its presenter suspends: type-ahead waits until then.
            if callersPending == 0 { scheduleInputDelivery() }
        }
        return presentation
    }

    /// Waits for `presentation`'s outcome, then takes it off the stack if it is still there.
    func outcome<D: Dialog>(of presentation: DialogPresentation<D>) async -> Result<D.Value, CancellationError> {
        let outcome = await presentation.resolution.wait { self.notifyIfIdle() }
        didResume(presentation)
        return outcome
    }

    /// Bookkeeping once a task awaiting `presentation` runs again: input held back for it may
    /// flow, and the presentation leaves the stack if a cancellation settled it from elsewhere.
    func didResume(_ presentation: any Presentation) {
        if presentation === shutdownResumePending {
            shutdownResumePending = nil
            settleNextForShutdown()
        }
        if presentation.callerPending {
            presentation.callerPending = false
            callersPending -= 1
            scheduleInputDelivery()
        }
        remove(presentation)
    }

    /// Settles `presentation` with `outcome` (a value, or `nil` for `CancellationError`) and
    /// removes it.
    func settle<D: Dialog>(_ presentation: DialogPresentation<D>, with value: D.Value?) {
        let resumed =
            if let value { presentation.resolution.settle(.success(value)) } else { presentation.settleCancelled() }
        didSettle(presentation, resumed: resumed)
    }

    private func didSettle(_ presentation: any Presentation, resumed: Int?) {
        guard let resumed else { return }
        if resumed > 0 || presentation.willBeAwaited, !presentation.callerPending {
            presentation.callerPending = true
            callersPending += 1
        }
        remove(presentation)
    }

    private func remove(_ presentation: any Presentation) {
        guard let index = stack.firstIndex(where: { $0 === presentation }) else { return }
        stack.remove(at: index)
        presentation.cancelTasks()
        // A dialog that type-ahead settled before it was ever drawn leaves the screen as it is.
        if presentation.wasDrawn { render() }
    }

    /// A dialog changed outside input (a task's update, `DialogHandle.update`): match its
    /// tasks to its new state and redraw soon.
    func dialogChanged(_ presentation: any Presentation) {
        presentation.reconcileTasks(on: self)
        setNeedsRender()
    }

    /// What a dialog task's update did to its dialog: like input, it may resolve it.
    func apply(_ response: PresentationResponse, from presentation: any Presentation) {
        switch response {
        case .unchanged: notifyIfIdle()
        case .changed: dialogChanged(presentation)
        case .settled(let resumed): didSettle(presentation, resumed: resumed)
        }
    }

    // MARK: - Input

    private func receive(_ events: [InputEvent]) {
        for event in events {
            if case .resize = event {
                resized()
            } else {
                pendingInput.append(event)
            }
        }
        deliverInput()
    }

    private func deliverInput() {
        while callersPending == 0, let event = pendingInput.popFirst() {
            guard let top = stack.last(where: { !$0.isSettled }) else { continue }
            switch top.handle(event, on: terminal.size) {
            case .unchanged: break
            case .changed:
                needsRender = true
                top.reconcileTasks(on: self)
            case .settled(let resumed): didSettle(top, resumed: resumed)
            }
        }
        if needsRender { render() }
        notifyIfIdle()
    }

    private func scheduleInputDelivery() {
        guard !pendingInput.isEmpty else { return }
        inputDelivery.schedule()
    }

    private func resized() {
        for presentation in stack.reversed() where (presentation.resizePolicy ?? resizePolicy) == .teardown {
            didSettle(presentation, resumed: presentation.settleCancelled())
        }
        compositor.invalidate()
        render()
    }

    // MARK: - Drawing

    /// Asks for a redraw soon; several requests in a row draw once.
    func setNeedsRender() {
        needsRender = true
        deferredRender.schedule()
    }

    private func render() {
        needsRender = false
        var frame = compositor.makeFrame(size: terminal.size, theme: theme)
        var cursor: Point?
        for presentation in stack where !presentation.isSettled {
            frame.cursor = nil
            presentation.render(into: &frame)
            presentation.wasDrawn = true
            cursor = frame.cursor
        }
        if let position = cursor, !frame.bounds.contains(position) { cursor = nil }
        if let update = compositor.update(showing: &frame, cursor: cursor) {
            terminal.apply(update)
        }
        notifyIfIdle()
    }

    // MARK: - Idle

    private var isIdle: Bool {
        guard callersPending == 0, pendingInput.isEmpty, !needsRender else { return false }
        guard runningTasks.values.allSatisfy(\.isWaitingForClock) else { return false }
        guard let top = stack.last(where: { !$0.isSettled }) else { return false }
        return top.isAwaited && !top.isBusy
    }

    func taskStarted(_ record: DialogTaskRecord) {
        runningTasks[ObjectIdentifier(record)] = record
    }

    func taskEnded(_ record: DialogTaskRecord) {
        runningTasks[ObjectIdentifier(record)] = nil
        notifyIfIdle()
    }

    func notifyIfIdle() {
        guard !idleWaiters.isEmpty, isIdle else { return }
        let waiters = idleWaiters
        idleWaiters.removeAll()
        for waiter in waiters { waiter.resume() }
    }
}
