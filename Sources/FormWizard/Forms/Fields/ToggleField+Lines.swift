extension ToggleField: LineField {
    /// `Label (Yes/No) [No]: ` (the text beside the box said first; the current state answers
    /// an empty line).
    public func askLine(_ value: Value, on prompter: LinePrompter) async throws(CancellationError) -> Value {
        prompter.sayIfAny(text)
        var value = value
        value[keyPath: path] = try await prompter.yesNo(label, default: value[keyPath: path])
        return value
    }
}
