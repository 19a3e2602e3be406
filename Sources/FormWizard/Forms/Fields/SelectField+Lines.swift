extension SelectField: LineField {
    /// The label, the options numbered, then `Choose [n]: ` (the current option answers an
    /// empty line).
    public func askLine(_ value: Value, on prompter: LinePrompter) async throws(CancellationError) -> Value {
        prompter.say(label)
        let current = value[keyPath: path]
        let index = try await prompter.choose(
            "Choose", options: options.map { $0.lineText }, default: options.firstIndex { $0.value == current })
        var value = value
        value[keyPath: path] = options[index].value
        return value
    }
}
