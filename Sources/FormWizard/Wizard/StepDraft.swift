/// A built-in dialog that keeps what the user did in it when it is a plain wizard step
/// (`Wizard.step(_:)` of a dialog that is no `WizardStepDialog`): its marks and its cursor come
/// back after Back, as a form's fields do.
///
/// A draft belongs to the step's type and its place among the steps of that type; one that no
/// longer fits the dialog (an earlier choice changed its items) restores what still fits.
protocol KeepsStepDraft: Dialog {
    /// What the user did so far.
    var stepDraft: any Sendable { get }
    /// Shows `draft` again, as far as it fits.
    mutating func restoreStepDraft(_ draft: any Sendable)
}

/// A built-in dialog whose key hints say what Esc does (`escapeAction`): in a wizard, Esc asks
/// whether to leave, and the hint says "Esc leave".
protocol DescribesEscape: Dialog {
    var escapeAction: String { get set }
}

/// A plain dialog made a wizard step: its draft kept and shown again, its Esc described.
enum StepDraft {
    /// The draft of `dialog`, if it keeps one.
    static func of<D: Dialog>(_ dialog: D) -> (any Sendable)? {
        (dialog as? any KeepsStepDraft)?.stepDraft
    }

    /// `dialog` showing `draft` again, when it keeps one.
    static func prepared<D: Dialog>(_ dialog: D, draft: (any Sendable)?) -> D {
        guard let draft, var keeping = dialog as? any KeepsStepDraft else { return dialog }
        keeping.restoreStepDraft(draft)
        return keeping as? D ?? dialog
    }

    /// `dialog` showing `draft` again and saying that Esc does `escapeAction`.
    static func prepared<D: Dialog>(_ dialog: D, draft: (any Sendable)?, escapeAction: String) -> D {
        var dialog = prepared(dialog, draft: draft)
        if var describing = dialog as? any DescribesEscape {
            describing.escapeAction = escapeAction
            dialog = describing as? D ?? dialog
        }
        return dialog
    }
}
