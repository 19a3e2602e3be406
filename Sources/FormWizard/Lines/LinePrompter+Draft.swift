extension LinePrompter {
    /// `dialog` with what its line form answered last restored into it (`draft`, which a
    /// form's line form keeps, and a built-in dialog's: a list's marks, a text, a value), when
    /// it keeps drafts of that type (`WizardStepDialog`, or a plain step's `KeepsStepDraft`):
    /// asked again, it starts from what was answered, as it stays on a full screen.
    func keepingDraft<T: Dialog>(of dialog: T) -> T {
        guard let draft else { return dialog }
        if let step = dialog as? any WizardStepDialog { return Self.restoring(draft, into: step) as? T ?? dialog }
        return StepDraft.prepared(dialog, draft: draft)
    }

    private static func restoring<S: WizardStepDialog>(_ draft: any Sendable, into step: S) -> S {
        guard let draft = draft as? S.Draft else { return step }
        var step = step
        step.restore(draft)
        return step
    }
}
