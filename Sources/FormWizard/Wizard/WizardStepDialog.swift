/// A dialog that can be a step of a `Wizard`: it hands over what was typed so far and shows it
/// again, and can offer Back.
public protocol WizardStepDialog: Dialog {
    /// What the user has entered, valid or not; for a form, its value.
    associatedtype Draft: Sendable = Value

    /// What the user has entered so far: kept when they go back, and shown again.
    var draft: Draft { get }

    /// Shows `draft` again (the step is revisited after Back, or after Back from a later step).
    mutating func restore(_ draft: Draft)

    /// Offers a way back to the previous step (a Back button, Shift-Tab from the first field).
    mutating func enableBack()

    /// Whether the user asked to go back; the wizard looks after every event.
    var backRequested: Bool { get }

    /// Says in the dialog's key hints what Esc does: in a wizard, it asks whether to leave.
    ///
    /// The default does nothing, for a dialog without key hints.
    mutating func describeEscape(as action: String)
}

extension WizardStepDialog {
    public mutating func describeEscape(as action: String) {}
}

/// How a step dialog ended, as its wrapper reports it to the wizard.
enum StepOutcome<D: Dialog>: Sendable {
    /// Submitted with a value; the draft is kept for a later visit, and the dialog as it was
    /// stays in sight until the next step (`Wizard`).
    case next(D.Value, draft: (any Sendable)?, shown: D)
    /// The user went back; the draft is kept.
    case back(draft: (any Sendable)?)
    /// Esc: the dialog as it was, to show again exactly so if the user stays.
    case escaped(D)
}

/// Presents a step dialog and turns Back and Esc into outcomes instead of a cancellation.
struct WizardStep<D: Dialog>: Dialog {
    var inner: D
    let canGoBack: Bool
    let draft: @Sendable (D) -> (any Sendable)?
    let backRequested: @Sendable (D) -> Bool

    mutating func prepare(for size: Size) {
        inner.prepare(for: size)
    }

    mutating func handle(_ event: InputEvent) -> DialogResponse<StepOutcome<D>> {
        let before = inner
        let response = inner.handle(event)
        if canGoBack, backRequested(inner) { return .submit(.back(draft: draft(inner))) }
        switch response {
        case .submit(let value): return .submit(.next(value, draft: draft(inner), shown: inner))
        case .cancel: return .submit(.escaped(before))
        case .handled: return .handled
        case .ignored:
            if canGoBack, event == .key(.backTab) { return .submit(.back(draft: draft(inner))) }
            return .ignored
        }
    }

    func render(into frame: inout Frame) {
        inner.render(into: &frame)
    }

    var tasks: [DialogTask<WizardStep<D>>] {
        let (draft, before) = (self.draft, inner)
        return inner.tasks.map { task in
            // A task's update may submit (a folder listed, then the Enter typed meanwhile): the
            // draft is of the dialog as the update left it.
            task.map(\WizardStep<D>.inner) { response, updated in
                switch response {
                case .submit(let value): .submit(.next(value, draft: draft(updated), shown: updated))
                case .cancel: .submit(.escaped(before))
                case .handled: .handled
                case .ignored: .ignored
                }
            }
        }
    }
}

extension WizardStep: Redrawing where D: Redrawing {
    /// A step draws what its dialog draws, so it redraws as its dialog does.
    func redraw(since previous: WizardStep<D>, into frame: inout Frame) -> Bool {
        inner.redraw(since: previous.inner, into: &frame)
    }
}
