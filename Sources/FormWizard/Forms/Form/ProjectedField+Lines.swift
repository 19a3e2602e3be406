extension ProjectedField: LineField {
    /// The line form of the field of the part (`inner`), on the part.
    func askLine(_ value: Value, on prompter: LinePrompter) async throws(CancellationError) -> Value {
        let part = try await inner.askLine(get(value), on: prompter)
        var value = value
        set(&value, part)
        return value
    }
}
