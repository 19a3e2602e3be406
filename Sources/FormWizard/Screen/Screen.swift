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
/// On every path the dialog's tasks (`Dialog.tasks`) are cancelled, and the caller resumes
/// only after all of them have ended.
///
/// The screen redraws only when something changed and sends the terminal only the cells that
/// differ from what it shows. Its bookkeeping (input routing, type-ahead, shutdown order) is
/// `ScreenStateMachine`; the screen performs what that returns.
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
    /// How dialogs draw their titles and buttons: this library's look, or dialog's or
    /// whiptail's (see `Chrome`). Set it before showing dialogs.
    public var chrome = Chrome.standard {
        didSet { setNeedsRender() }
    }
    /// Whether the terminal reports the mouse, so that a click presses a button, selects a row or
    /// focuses a field, and the wheel scrolls (on by default). Off, the terminal keeps its own
    /// use of the mouse (selecting text) and any mouse event is dropped.
    public var isMouseEnabled: Bool {
        didSet { terminal.reportsMouse = isMouseEnabled && !isShutDown }
    }
    /// What presentations without a policy of their own do on resize.
    public var resizePolicy: ResizePolicy
    /// Whether `shutdown()` has run; presenting afterwards throws at once, and showing
    /// resolves the dialog at once without drawing it.
    public var isShutDown: Bool { machine.isShutDown }

    /// The prompter of a screen in line mode (`init(lines:)`), which asks each dialog's line
    /// form instead of drawing it; `nil` on a full screen.
    public internal(set) var linePrompter: LinePrompter?

    var machine = ScreenStateMachine<StackSlot>()
    /// What the terminal shows, and the buffer frames are drawn into.
    var compositor = Compositor()
    var needsRender = false
    /// Whether the next frame draws every dialog afresh: anything but a change of the top
    /// dialog alone since the last frame (a key it handled, its task's update) sets it.
    var drawsInFull = true
    /// The stack the last frame drew, bottom to top: a frame retained (`Redrawing`) needs the same.
    var drawnStack: [ObjectIdentifier] = []
    /// Whether the blank frame of `shutdown()` has been drawn: nothing is drawn after it.
    var drewFinalFrame = false
    /// Draws once after a run of `setNeedsRender()` calls.
    lazy var deferredRender = Deferral { [weak self] in
        guard let self else { return }
        if self.needsRender { self.render() }
        self.notifyIfIdle()
    }
    /// Delivers input held back for a resumed caller once that caller has run.
    lazy var inputDelivery = Deferral { [weak self] in self?.deliverInput() }
    var idleWaiters: [Resolution<Void>] = []
    /// Whoever waits in `waitForChange(before:)`.
    var changeWaiters: [Resolution<Void>] = []
    var yielders: [CheckedContinuation<Void, Never>] = []
    lazy var yieldTurn = Deferral { [weak self] in self?.resumeYielders() }
    /// Dialog tasks running (see `DialogTask`), for `idle()`.
    var runningTasks: [ObjectIdentifier: DialogTaskRecord] = [:]
    /// The presses so far, to tell a double click (`MouseEvent.isDoubleClick`).
    var clicks = ClickCounter()
    /// The instant of `clock` that click times are measured from, taken at the first event.
    var clickClockOrigin: (any Sendable)?

    /// A screen on `terminal`. It starts receiving the terminal's input at once.
    ///
    /// - Parameters:
    ///   - terminal: where it draws and reads input.
    ///   - theme: the styles dialogs draw with.
    ///   - resizePolicy: what presentations without a policy of their own do on resize.
    ///   - clock: the clock of animations and delays; tests pass a `TestClock`. A clock that is
    ///     also a `TaskExecutor` (as `TestClock` is) runs the part of the dialogs' tasks that is
    ///     not on the main actor, their child tasks included: `TestClock` runs it one job at a
    ///     time, so tasks it wakes at one instant go on in the order they went to sleep.
    ///   - mouse: whether the terminal reports the mouse (`isMouseEnabled`).
    public init(
        terminal: any Terminal,
        theme: Theme = .default,
        resizePolicy: ResizePolicy = .relayout,
        clock: any Clock<Duration> = ContinuousClock(),
        mouse: Bool = true
    ) {
        self.terminal = terminal
        self.theme = theme
        self.resizePolicy = resizePolicy
        self.clock = clock
        self.isMouseEnabled = mouse
        compositor.movesRows = terminal is any RowMovingTerminal
        compositor.movesRowsCheaply = (terminal as? any RowMovingTerminal)?.movesRowsCheaply ?? false
        terminal.reportsMouse = mouse
        terminal.inputHandler = { [weak self] events in self?.receive(events) }
        (terminal as? any RepaintingTerminal)?.repaintHandler = { [weak self] in self?.repaintAll() }
    }

    isolated deinit {
        shutdown()
        // Nobody is left to run the callers one by one: resolve the rest at once.
        for slot in machine.abandonShutdown() { _ = slot.presentation.settleCancelled() }
    }

    /// The number of dialogs on the stack.
    public var presentationCount: Int { machine.shown.count }

    /// Shows `dialog` on top of the stack and waits for its value.
    ///
    /// The dialog below keeps its state and gets the input back when this one is gone. The
    /// dialog's tasks are cancelled when it resolves, and this returns only after they ended.
    /// - Parameters:
    ///   - dialog: the dialog to show.
    ///   - resizePolicy: this presentation's resize policy; `nil` uses the screen's.
    /// - Returns: the value the dialog was submitted with.
    /// - Throws: `CancellationError` when the dialog is cancelled (Esc, a cancel button), the
    ///   awaiting task is cancelled (also before anything was drawn), a resize tears it down,
    ///   or the screen shuts down (also before it was presented). In line mode also when the
    ///   dialog has no line form (see `presentLines(_:on:)`).
    public func present<D: Dialog>(
        _ dialog: D, resizePolicy: ResizePolicy? = nil
    ) async throws(CancellationError) -> D.Value {
        if Task.isCancelled || isShutDown { throw CancellationError() }
        if let linePrompter { return try await presentLines(dialog, resizePolicy: resizePolicy, on: linePrompter) }
        let presentation = push(dialog, resizePolicy: resizePolicy, awaited: true)
        return try await outcome(of: presentation).get()
    }

    /// Shows `dialog` without waiting: for a dialog that stays in sight while the caller works
    /// or asks something else (a progress, a step under a question).
    ///
    /// Update it, dismiss it, or await its value through the handle. Releasing the handle
    /// dismisses the dialog. After `shutdown()` the dialog is resolved at once and never drawn.
    /// In line mode a dialog with a line text (`LineShowable`: an info box, a gauge) writes it
    /// now and again when an update changes it; nothing takes input there.
    public func show<D: Dialog>(_ dialog: D, resizePolicy: ResizePolicy? = nil) -> DialogHandle<D> {
        if !isShutDown { sayLines(of: dialog) }
        return DialogHandle(presentation: push(dialog, resizePolicy: resizePolicy, awaited: false), screen: self)
    }

    /// Resolves every pending presentation with `CancellationError`, innermost first, stops
    /// taking input and clears the screen. Presenting afterwards throws at once; nothing is
    /// drawn afterwards.
    ///
    /// What it waits for: nothing. Every presentation is settled now, and its dialog's tasks
    /// (`Dialog.tasks`: a field's async check, a search, an activity's operation) are
    /// cancelled. Each awaiting caller then resumes with `CancellationError` as soon as its
    /// dialog's tasks have ended, since nothing a dialog started outlives it: at once for tasks
    /// that honour cancellation (sleeps on the screen's clock, `Task.checkCancellation()`,
    /// cancellable awaits such as `URLSession`'s), and only when it returns for a task that
    /// ignores cancellation (a blocking call, a loop that never checks), whose result is then
    /// dropped. Innermost first means each awaiting caller runs (and its dialog's tasks end)
    /// before the next one out is resumed.
    public func shutdown() {
        shutdown(keepingLastFrame: false)
    }

    /// `shutdown()`, leaving what is drawn when `keepingLastFrame` is `true`: for a program
    /// that ends with a box left on the terminal (`dialog --infobox`), on a terminal that does
    /// not switch to the alternate screen. Nothing is drawn afterwards, not even the dialogs'
    /// removal.
    ///
    /// - Parameter keepingLastFrame: whether the frame drawn last stays on the terminal
    ///   instead of the blank one.
    public func shutdown(keepingLastFrame: Bool) {
        let isFirst = !isShutDown
        if keepingLastFrame, isFirst {
            if needsRender { render() }  // a change not drawn yet
            drewFinalFrame = true
        }
        linePrompter?.shutdown()
        let entries = machine.shutdown()
        guard !entries.isEmpty || !drewFinalFrame || isFirst else { return }
        inputDelivery.stop()
        deferredRender.stop()
        yieldTurn.stop()
        resumeYielders()
        terminal.inputHandler = nil
        (terminal as? any RepaintingTerminal)?.repaintHandler = nil
        terminal.reportsMouse = false
        for slot in entries { slot.presentation.cancelTasks() }
        render()
        settleForShutdown()
        notifyChange()
    }

    /// Settles presentations for shutdown until one resumes a caller; the next is settled when
    /// that caller has run.
    func settleForShutdown() {
        while let next = machine.nextForShutdown() {
            machine.settledForShutdown(next, resumed: next.presentation.settleCancelled())
        }
        notifyIfIdle()
    }

    // MARK: - The stack

    /// - Parameter awaited: whether the caller awaits the outcome right after (`present`): if
    ///   type-ahead settles the dialog at once, more input waits for that caller all the same.
    func push<D: Dialog>(_ dialog: D, resizePolicy: ResizePolicy?, awaited: Bool) -> DialogPresentation<D> {
        let presentation = DialogPresentation(
            dialog, resizePolicy: resizePolicy, timeout: awaited ? TimeoutScope.current : nil,
            size: DialogSize.presented)
        switch machine.push(StackSlot(presentation), awaited: awaited) {
        case .refuse:
            presentation.cancelTasks()
            _ = presentation.settleCancelled()
        case .deliverInput:
            // Type-ahead goes to the dialog presented next, before it is even drawn.
            deliverInput()
            presentation.reconcileTasks(on: self)
            if !presentation.isSettled { render() }
        case .render(let scheduleDelivery):
            presentation.reconcileTasks(on: self)
            render()
            if scheduleDelivery { inputDelivery.schedule() }
        }
        notifyChange()
        return presentation
    }

    /// Waits for `presentation`'s outcome, then for its tasks to end.
    func outcome<D: Dialog>(of presentation: DialogPresentation<D>) async -> Result<D.Value, CancellationError> {
        let outcome = await presentation.resolution.wait { self.notifyIfIdle() }
        await finish(presentation)
        return outcome
    }

    /// Once a task awaiting the settled `presentation` runs again: takes it off the stack,
    /// cancels its tasks and waits for them to end, then lets input held back for that caller
    /// flow (and shutdown go on to the next presentation).
    func finish(_ presentation: any Presentation) async {
        perform(machine.remove(StackSlot(presentation)), for: presentation)
        notifyChange()
        presentation.cancelTasks()
        await presentation.tasksEnded()
        let action = machine.resumed(StackSlot(presentation))
        perform(action.settle, for: presentation)
        if action.scheduleDelivery { inputDelivery.schedule() }
        settleForShutdown()
    }

    /// Settles `presentation` with a value, or with `CancellationError` for `nil`.
    func settle<D: Dialog>(_ presentation: DialogPresentation<D>, with value: D.Value?) {
        let resumed =
            if let value { presentation.resolution.settle(.success(value)) } else { presentation.settleCancelled() }
        didSettle(presentation, resumed: resumed)
    }

    func didSettle(_ presentation: any Presentation, resumed: Int?) {
        guard let resumed else { return }
        perform(machine.settled(StackSlot(presentation), resumed: resumed), for: presentation)
        listenForLineKeys()
    }

    private func perform(_ action: ScreenStateMachine<StackSlot>.SettleAction, for presentation: any Presentation) {
        if action.removed { presentation.cancelTasks() }
        // A dialog that type-ahead settled before it was ever drawn leaves the screen as it is.
        if action.render { render() }
    }

    /// A dialog changed outside input (a task's update, `DialogHandle.update`): match its
    /// tasks to its new state and redraw soon.
    func dialogChanged(_ presentation: any Presentation) {
        presentation.reconcileTasks(on: self)
        setNeedsRender(changed: presentation)
    }

    /// What a dialog task's update did to its dialog: like input, it may resolve it.
    func apply(_ response: PresentationResponse, from presentation: any Presentation) {
        switch response {
        case .unchanged: notifyIfIdle()
        case .changed: dialogChanged(presentation)
        case .settled(let resumed): didSettle(presentation, resumed: resumed)
        }
    }
}
