extension TimePicker: KeepsStepDraft {
    /// The time selected.
    var stepDraft: any Sendable { selected }

    mutating func restoreStepDraft(_ draft: any Sendable) {
        guard let time = draft as? TimeOfDay else { return }
        self = TimePicker(title: title, message: message, selected: time, showsSeconds: showsSeconds)
    }
}
