extension TextInput: KeepsStepDraft {
    /// The text typed, and where the cursor was in it.
    var stepDraft: any Sendable { editor }

    mutating func restoreStepDraft(_ draft: any Sendable) {
        guard let typed = draft as? LineEditor else { return }
        editor = typed
        focus = .field
        notice = nil
    }
}
