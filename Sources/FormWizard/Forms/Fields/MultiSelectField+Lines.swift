extension MultiSelectField: LineField {
    /// The label, the options numbered and marked `[x]` when chosen, then the numbers of the
    /// ones to choose (`LinePrompter.chooseMany`: an empty line keeps the choice, `none`
    /// chooses none), asked again until between `minimum` and `maximum` are chosen.
    public func askLine(_ value: Value, on prompter: LinePrompter) async throws(CancellationError) -> Value {
        prompter.say(label)
        let chosen = value[keyPath: path]
        let marked = options.indices.filter { index in chosen.contains { $0 == options[index].value } }
        let picked = try await prompter.chooseMany(
            "Choose", options: options.map(\.lineText), selected: Set(marked), minimum: minimum, maximum: maximum)
        var value = value
        value[keyPath: path] = picked.map { options[$0].value }
        return value
    }
}
