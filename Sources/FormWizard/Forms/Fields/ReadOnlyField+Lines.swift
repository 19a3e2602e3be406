extension ReadOnlyField: LineField {
    /// Says `Label: text` (masked, one `•` a character, when it is secret); asks nothing.
    public func askLine(_ value: Value, on prompter: LinePrompter) async throws(CancellationError) -> Value {
        let shown = text(value)
        prompter.say("\(label): \(isSecret ? String(repeating: "•", count: shown.count) : shown)")
        return value
    }
}
