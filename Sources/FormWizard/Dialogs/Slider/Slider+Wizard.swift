extension Slider: KeepsStepDraft, DescribesEscape {
    /// The value chosen.
    var stepDraft: any Sendable { value }

    /// The value again, moved onto the range and its steps as a first value is.
    mutating func restoreStepDraft(_ draft: any Sendable) {
        guard let value = draft as? Int else { return }
        var again = Slider(title: title, message: message, range: range, step: step, value: value)
        again.escapeAction = escapeAction
        self = again
    }
}
