extension SecurityCodeEntry: LineField {
    /// `Label: ` read with echo off, as the full-screen field masks it, with where the code is
    /// once the brand is known (`Security code (3 digits, back of card): `); refused and asked
    /// again as the full-screen field refuses it ("Digits only", "Visa codes have 3 digits"),
    /// then `validate` and the length for the brand. An empty line keeps the code there is.
    public func askLine(_ value: Value, on prompter: LinePrompter) async throws(CancellationError) -> Value {
        let current = value[keyPath: path]
        var empty = value
        empty[keyPath: path] = ""
        var answered = value
        let hint = Self.hint(for: brand(value))
        _ = try await prompter.ask(
            hint.isEmpty ? label : "\(label) (\(hint))", default: current.isEmpty ? nil : current, echo: false
        ) { text in
            let typed = typing(text, into: empty)
            answered = typed.value
            return typed.problem
        }
        return answered
    }
}
