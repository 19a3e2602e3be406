extension EditBox: KeepsStepDraft, DescribesEscape {
    /// The text as edited, with its cursor and undo history.
    var stepDraft: any Sendable { editor }

    /// The text again, in the editor, with nothing asking to discard it.
    mutating func restoreStepDraft(_ draft: any Sendable) {
        guard let edited = draft as? TextAreaEditor else { return }
        editor = edited
        focus = .text
        isAskingToDiscard = false
    }
}
