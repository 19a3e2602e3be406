extension FilePicker: KeepsStepDraft, DescribesEscape {
    /// What a wizard keeps of a picker across Back: the folder shown, whether hidden entries
    /// were, and the entry under the cursor.
    struct StepState: Sendable {
        let path: String
        let showsHidden: Bool
        let name: String?
    }

    var stepDraft: any Sendable { StepState(path: path, showsHidden: showsHidden, name: selectedName) }

    /// Shows the folder again, the cursor on the entry once it is listed.
    mutating func restoreStepDraft(_ draft: any Sendable) {
        guard let draft = draft as? StepState else { return }
        showsHidden = draft.showsHidden
        open(draft.path)
        reselect = draft.name
    }
}
