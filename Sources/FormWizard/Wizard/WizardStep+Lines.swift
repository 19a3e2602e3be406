extension WizardStep: LinePresentable {
    /// The step's own line form, with the back word offered when there is a step before it
    /// (`LinePrompter.offeringBack`), and Esc asking whether to leave as on a full screen.
    /// The step's draft is what its line form answered (a form's fields as typed, kept in
    /// `LinePrompter.draft`), on the way forward, back, and after Esc and Stay.
    func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> StepOutcome<D> {
        guard let form = inner as? any LinePresentable<D.Value> else {
            prompter.say("\(D.self) has no line form (LinePresentable)")
            throw CancellationError()
        }
        prompter.draft = nil
        let step = try await prompter.offeringBack(canGoBack) { () async throws(CancellationError) -> D.Value in
            try await form.presentLines(on: prompter)
        }
        let typed = prompter.keepingDraft(of: inner)
        switch step {
        case .answered(let value): return .next(value, draft: draft(typed), shown: typed)
        case .back: return .back(draft: draft(typed))
        case .escaped: return .escaped(typed)
        }
    }
}
