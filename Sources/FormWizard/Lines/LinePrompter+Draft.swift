extension LinePrompter {
    /// `dialog` with what its line form answered last restored into it (`draft`, which a
    /// form's line form keeps), when it keeps drafts of that type (`WizardStepDialog`): asked
    /// again, it starts from what was typed, as it stays on a full screen.
    func keepingDraft<T: Dialog>(of dialog: T) -> T {
        guard let draft, let step = dialog as? any WizardStepDialog else { return dialog }
        return Self.restoring(draft, into: step) as? T ?? dialog
    }

    private static func restoring<S: WizardStepDialog>(_ draft: any Sendable, into step: S) -> S {
        guard let draft = draft as? S.Draft else { return step }
        var step = step
        step.restore(draft)
        return step
    }
}
