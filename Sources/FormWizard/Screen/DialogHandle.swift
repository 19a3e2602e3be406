/// A dialog shown with `Screen.show(_:)`: update it while work runs, dismiss it, or await it.
///
/// Releasing the handle dismisses the dialog, so a dialog shown this way never outlives the
/// code that holds it.
@MainActor
public final class DialogHandle<D: Dialog> {
    let presentation: DialogPresentation<D>
    private weak var screen: Screen?

    init(presentation: DialogPresentation<D>, screen: Screen) {
        self.presentation = presentation
        self.screen = screen
    }

    isolated deinit {
        dismiss()
    }

    /// The dialog as it is now.
    public var dialog: D { presentation.dialog }

    /// Whether the dialog shows work in progress rather than waiting for the user (a progress
    /// gauge its caller drives); `Screen.idle()` waits while it is.
    public var isBusy: Bool {
        get { presentation.isBusy }
        set {
            presentation.isBusy = newValue
            screen?.notifyIfIdle()
        }
    }

    /// Whether the dialog has been submitted, cancelled or dismissed.
    public var isResolved: Bool { presentation.isSettled }

    /// Changes the dialog, e.g. a gauge's fraction; it is redrawn soon after.
    ///
    /// - Returns: whether the change was made: `false` when the dialog is resolved already
    ///   (the user pressed Cancel, or it was dismissed) and the change is dropped.
    ///   `checkedUpdate(_:)` throws then, for work that should stop.
    @discardableResult
    public func update(_ change: (inout D) -> Void) -> Bool {
        do {
            try checkedUpdate(change)
            return true
        } catch {
            return false
        }
    }

    /// Changes the dialog, e.g. a gauge's fraction; it is redrawn soon after.
    ///
    /// - Throws: `CancellationError` when the dialog is resolved already (the user pressed
    ///   Cancel, or it was dismissed): the change is dropped, and the work it shows should stop.
    public func checkedUpdate(_ change: (inout D) -> Void) throws(CancellationError) {
        guard !presentation.isSettled else { throw CancellationError() }
        // Kept only in line mode: a copy held across the change would make it copy the
        // dialog's storage (an output box's lines) on every update.
        let before = screen?.isLineMode == true ? presentation.dialog : nil
        change(&presentation.dialog)
        if let before { screen?.sayLines(of: presentation.dialog, after: before) }
        screen?.dialogChanged(presentation)
    }

    /// Removes the dialog and cancels its tasks; whoever awaits `value` gets
    /// `CancellationError`. Does nothing once the dialog is resolved.
    public func dismiss() {
        resolve(with: nil)
    }

    /// Removes the dialog and cancels its tasks; whoever awaits `value` gets `value`. Does
    /// nothing once the dialog is resolved.
    public func dismiss(returning value: D.Value) {
        resolve(with: value)
    }

    /// The dialog's value: waits for the user to submit (e.g. Cancel on a progress dialog) or
    /// for a dismissal, then for the dialog's tasks to end.
    ///
    /// Cancelling the waiting task ends only this wait: the dialog stays, as it belongs to the
    /// code that showed it (dismiss it, or release the handle).
    /// - Throws: `CancellationError` when the dialog is cancelled or dismissed without a value,
    ///   or the waiting task is cancelled. In line mode also when the dialog has neither a line
    ///   form nor a line text (`LinePresentable`, `LineShowable`): nothing could answer it, so
    ///   the prompter says `<Type> has no line form` and the dialog is dismissed.
    public var value: D.Value {
        get async throws(CancellationError) {
            if let prompter = screen?.linePrompter, !presentation.isSettled, !(dialog is any LineShowable),
                !(dialog is any LinePresentable<D.Value>)
            {
                prompter.say("\(D.self) has no line form (LinePresentable)")
                dismiss()
            }
            // The screen is held weakly while waiting, so that releasing it resolves the wait.
            let outcome = await presentation.resolution.wait(cancellation: .endsWait) { [weak screen] in
                screen?.notifyIfIdle()
            }
            if presentation.isSettled {
                if let screen {
                    await screen.finish(presentation)
                } else {
                    await presentation.tasksEnded()
                }
            }
            return try outcome.get()
        }
    }

    private func resolve(with value: D.Value?) {
        if let screen {
            screen.settle(presentation, with: value)
        } else if let value {
            presentation.resolution.settle(.success(value))
        } else {
            _ = presentation.settleCancelled()
        }
        presentation.cancelTasks()
    }
}
