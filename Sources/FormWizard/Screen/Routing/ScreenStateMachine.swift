/// The screen's bookkeeping as a pure state machine: the stack, input waiting for a dialog,
/// callers resumed but yet to run, and shutdown order. `Screen` performs the actions it
/// returns (handing events to dialogs, settling them, drawing) and reports back what happened.
///
/// The rules it keeps:
/// - Input goes to the topmost unsettled entry, in the order it came. Behind a submit it waits
///   until the resumed caller has run (`resumed`), so type-ahead goes to the dialog that caller
///   presents next; a dialog only shown (not awaited) gets queued input once its presenter
///   suspends, so keys typed ahead reach a dialog presented over it in the same turn.
/// - A resize is handled after the keys before it, and does not wait for resumed callers: it
///   is about the screen as it is, not about the next dialog.
/// - Shutdown settles entries innermost first, one caller at a time: the next one out is
///   settled when the caller of the one before has run. Nothing is pushed, queued or
///   delivered after it.
@MainActor
struct ScreenStateMachine<Entry: StackEntry> {
    private struct Item {
        let entry: Entry
        /// Whether the caller awaits the outcome as soon as the entry is pushed (`present`):
        /// if type-ahead settles it at once, more input waits for that caller all the same.
        let willBeAwaited: Bool
        var wasDrawn = false
    }

    private enum Phase {
        case running
        /// Entries left to settle, innermost first, and the one whose caller has yet to run.
        case shuttingDown(queue: [Entry], resumePending: ObjectIdentifier?)
        case shutDown
    }

    private var items: [Item] = []
    private var phase = Phase.running
    /// Entries whose settling resumed a caller (or will: `willBeAwaited`) that has yet to run.
    private var callersPending: Set<ObjectIdentifier> = []
    private var input = InputQueue()
    /// Whether a dialog was ever pushed: keys that arrive before the first (while a command
    /// reads its items or values) wait for it, as a terminal's own buffer would keep them.
    private var hasPushed = false

    /// The entries bottom to top, settled ones included until they are removed.
    var entries: [Entry] { items.map(\.entry) }
    /// The entries that are not settled, bottom to top: what is drawn.
    var shown: [Entry] { items.lazy.map(\.entry).filter { !$0.isSettled } }
    var isShutDown: Bool {
        if case .running = phase { return false }
        return true
    }
    var hasQueuedInput: Bool { !input.isEmpty }
    var hasCallersPending: Bool { !callersPending.isEmpty }

    // MARK: - Pushing

    enum PushAction: Equatable {
        /// The screen is shut down: settle the entry cancelled; it is not on the stack.
        case refuse
        /// Hand queued input to it now (`nextInput`), before it is even drawn; draw it after
        /// if it is still unsettled.
        case deliverInput
        /// Draw; then, if `scheduleDelivery`, deliver queued input soon (after the presenter
        /// suspends).
        case render(scheduleDelivery: Bool)
    }

    mutating func push(_ entry: Entry, awaited: Bool) -> PushAction {
        guard case .running = phase else { return .refuse }
        items.append(Item(entry: entry, willBeAwaited: awaited))
        hasPushed = true
        if awaited, !input.isEmpty, callersPending.isEmpty { return .deliverInput }
        return .render(scheduleDelivery: callersPending.isEmpty && !input.isEmpty)
    }

    mutating func didDraw() {
        for index in items.indices where !items[index].entry.isSettled { items[index].wasDrawn = true }
    }

    // MARK: - Input

    /// Queues events from the terminal; the screen then delivers (`nextInput`). Dropped once
    /// shut down.
    mutating func receive(_ events: [InputEvent]) {
        guard case .running = phase else { return }
        for event in events { input.append(event) }
    }

    enum InputAction {
        /// Hand `event` to `entry` (the topmost unsettled one), then report a settle.
        case handle(InputEvent, by: Entry)
        /// Relay out at `size`, tearing down the entries whose policy says so.
        case resize(Size)
    }

    /// The next thing to do with queued input, or `nil` when it must wait (a resumed caller has
    /// yet to run) or nothing is queued. Events that arrive before the first dialog wait for it;
    /// later events with no dialog to receive them are dropped.
    mutating func nextInput() -> InputAction? {
        guard case .running = phase else { return nil }
        while let event = input.first {
            if case .resize(let size) = event {
                _ = input.popFirst()
                return .resize(size)
            }
            guard callersPending.isEmpty, hasPushed else { return nil }
            _ = input.popFirst()
            if let top = items.last(where: { !$0.entry.isSettled }) { return .handle(event, by: top.entry) }
        }
        return nil
    }

    // MARK: - Settling and resuming

    /// What to do once an entry settled.
    struct SettleAction: Equatable {
        /// It was on the stack and is removed: cancel its tasks.
        var removed: Bool
        /// Redraw: it had been on screen.
        var render: Bool
    }

    /// `entry` settled on the main actor (input, a task, a handle, a resize), resuming
    /// `resumed` callers.
    mutating func settled(_ entry: Entry, resumed: Int) -> SettleAction {
        let willBeAwaited = items.first(where: { $0.entry.id == entry.id })?.willBeAwaited ?? false
        if resumed > 0 || willBeAwaited { callersPending.insert(entry.id) }
        return remove(entry)
    }

    /// What to do once a resumed caller has run.
    struct ResumeAction: Equatable {
        var settle: SettleAction
        /// Deliver queued input soon: no caller is pending any more.
        var scheduleDelivery: Bool
    }

    /// The caller awaiting `entry` has run (it is about to return from `present`); the entry
    /// leaves the stack if a cancellation settled it from elsewhere.
    mutating func resumed(_ entry: Entry) -> ResumeAction {
        let id = entry.id
        if case .shuttingDown(let queue, let pending) = phase, pending == id {
            phase = .shuttingDown(queue: queue, resumePending: nil)
        }
        let wasPending = callersPending.remove(id) != nil
        return ResumeAction(
            settle: remove(entry), scheduleDelivery: wasPending && callersPending.isEmpty && !input.isEmpty)
    }

    /// Takes `entry` off the stack if it is there (it settled from elsewhere: a cancellation).
    mutating func remove(_ entry: Entry) -> SettleAction {
        guard let index = items.firstIndex(where: { $0.entry.id == entry.id }) else {
            return SettleAction(removed: false, render: false)
        }
        let item = items.remove(at: index)
        return SettleAction(removed: true, render: item.wasDrawn)
    }

    // MARK: - Shutdown

    /// Starts shutting down: nothing is pushed, queued or delivered from now on.
    ///
    /// - Returns: every entry that was on the stack (cancel their tasks); `nextForShutdown`
    ///   then hands them out to settle, innermost first.
    mutating func shutdown() -> [Entry] {
        guard case .running = phase else { return [] }
        let all = items.map(\.entry)
        phase = .shuttingDown(queue: all.reversed(), resumePending: nil)
        items.removeAll()
        input.removeAll()
        return all
    }

    /// The next entry to settle for shutdown, or `nil` while a caller it resumed has yet to
    /// run, or when none is left. Report each with `settledForShutdown`.
    mutating func nextForShutdown() -> Entry? {
        guard case .shuttingDown(var queue, nil) = phase else { return nil }
        guard !queue.isEmpty else {
            phase = .shutDown
            return nil
        }
        let next = queue.removeFirst()
        phase = .shuttingDown(queue: queue, resumePending: nil)
        return next
    }

    /// `entry` was settled for shutdown; `resumed` callers were resumed (`nil`: it had settled
    /// before).
    mutating func settledForShutdown(_ entry: Entry, resumed: Int?) {
        guard case .shuttingDown(let queue, nil) = phase else { return }
        if let resumed, resumed > 0 {
            phase = .shuttingDown(queue: queue, resumePending: entry.id)
        } else if queue.isEmpty {
            phase = .shutDown
        }
    }

    /// Entries still to settle for shutdown when nobody is left to run their callers (the
    /// screen is released): settle them all at once.
    mutating func abandonShutdown() -> [Entry] {
        guard case .shuttingDown(let queue, _) = phase else { return [] }
        phase = .shutDown
        return queue
    }

    // MARK: - Idle

    /// Whether the screen waits only for the user or the clock, given whether a redraw is
    /// pending and whether every dialog task is done or asleep on the clock.
    func isIdle(needsRender: Bool, tasksQuiet: Bool) -> Bool {
        switch phase {
        case .shutDown: return true
        case .shuttingDown: return false
        case .running: break
        }
        guard callersPending.isEmpty, input.isEmpty, !needsRender, tasksQuiet else { return false }
        guard let top = items.last(where: { !$0.entry.isSettled })?.entry else { return true }
        return top.isAwaited && !top.isBusy
    }

    /// What keeps the screen from being idle, for messages of waits that time out.
    func blockers(needsRender: Bool, tasksQuiet: Bool) -> [String] {
        var reasons: [String] = []
        if case .shuttingDown(let queue, let pending) = phase {
            reasons.append("shutting down (\(queue.count) left, a caller pending: \(pending != nil))")
        }
        if !callersPending.isEmpty { reasons.append("\(callersPending.count) resumed caller(s) yet to run") }
        if !input.isEmpty { reasons.append("input queued") }
        if needsRender { reasons.append("a redraw pending") }
        if !tasksQuiet { reasons.append("dialog tasks running (not asleep on the clock)") }
        if let top = items.last(where: { !$0.entry.isSettled })?.entry {
            if !top.isAwaited { reasons.append("the top dialog is not awaited yet") }
            if top.isBusy { reasons.append("the top dialog is busy") }
        }
        return reasons
    }
}

/// What the screen's state machine needs to know of an entry on the stack.
@MainActor
protocol StackEntry {
    /// Tells entries apart (the presentation's object identity).
    var id: ObjectIdentifier { get }
    /// Whether its outcome is decided (it leaves the stack at the next chance).
    var isSettled: Bool { get }
    /// Whether a task awaits its outcome.
    var isAwaited: Bool { get }
    /// Whether it is doing work rather than waiting for the user (a progress driven by its
    /// caller).
    var isBusy: Bool { get }
}
