/// A dialog shown with `Screen.show(_:)`: update it while work runs, dismiss it, or await it.
///
/// Releasing the handle dismisses the dialog, so a progress dialog never outlives the code
/// that drives it.
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
    /// gauge); `Screen.idle()` waits while it is.
    public var isBusy: Bool {
        get { presentation.isBusy }
        set {
            presentation.isBusy = newValue
            screen?.notifyIfIdle()
        }
    }

    /// Whether the dialog has been submitted, cancelled or dismissed.
    public var isResolved: Bool { presentation.isSettled }

    /// Changes the dialog, e.g. a gauge's fraction; it is redrawn soon after. Does nothing once
    /// the dialog is resolved.
    public func update(_ change: (inout D) -> Void) {
        guard !presentation.isSettled else { return }
        change(&presentation.dialog)
        screen?.dialogChanged(presentation)
    }

    /// Removes the dialog; whoever awaits `value` gets `CancellationError`. Does nothing once
    /// the dialog is resolved.
    public func dismiss() {
        resolve(with: nil)
    }

    /// Removes the dialog; whoever awaits `value` gets `value`. Does nothing once the dialog
    /// is resolved.
    public func dismiss(returning value: D.Value) {
        resolve(with: value)
    }

    /// The dialog's value: waits for the user to submit (e.g. Cancel on a progress dialog)
    /// or for a dismissal.
    ///
    /// Cancelling the waiting task dismisses the dialog.
    /// - Throws: `CancellationError` when the dialog is cancelled or dismissed without a value.
    public var value: D.Value {
        get async throws(CancellationError) {
            // The screen is held weakly while waiting, so that releasing it resolves the wait.
            let outcome = await presentation.resolution.wait { [weak screen] in screen?.notifyIfIdle() }
            screen?.didResume(presentation)
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
    }
}
