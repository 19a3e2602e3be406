extension WizardStep: LinePresentable {
    /// The step's own line form, with the back word offered when there is a step before it
    /// (`LinePrompter.offeringBack`), and Esc asking whether to leave as on a full screen.
    /// Going back keeps the draft of the visit before (a line form has none of its own).
    func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> StepOutcome<D> {
        guard let form = inner as? any LinePresentable<D.Value> else {
            prompter.say("\(D.self) has no line form (LinePresentable)")
            throw CancellationError()
        }
        let step = try await prompter.offeringBack(canGoBack) { () async throws(CancellationError) -> D.Value in
            try await form.presentLines(on: prompter)
        }
        switch step {
        case .answered(let value): return .next(value, draft: draft(inner))
        case .back: return .back(draft: nil)
        case .escaped: return .escaped(inner)
        }
    }
}
