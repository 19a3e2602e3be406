extension NumberEntry: LineField {
    /// `Label: ` (or `Label [42]: `, an empty line keeping the number), refused and asked again
    /// as the full-screen field refuses it: "Digits only", "No negative numbers", "Whole
    /// numbers only", too many digits, then `validate`, then the range.
    public func askLine(_ value: Value, on prompter: LinePrompter) async throws(CancellationError) -> Value {
        var empty = value
        empty[keyPath: path] = nil
        var answered = value
        _ = try await prompter.ask(label, default: value[keyPath: path].map(String.init)) { text in
            let typed = typing(text, into: empty)
            answered = typed.value
            return typed.problem
        }
        return answered
    }
}
