extension DecimalEntry: LineField {
    /// `Label: ` (or `Label [1.50]: `, an empty line keeping the number), refused and asked
    /// again as the full-screen field refuses it: "Digits and a point only", "No negative
    /// numbers", too many decimals or digits, then `validate`, then the range.
    public func askLine(_ value: Value, on prompter: LinePrompter) async throws(CancellationError) -> Value {
        var empty = value
        empty[keyPath: path] = nil
        var answered = value
        _ = try await prompter.ask(label, default: value[keyPath: path]?.description) { text in
            let typed = typing(text, into: empty)
            answered = typed.value
            return typed.problem
        }
        return answered
    }
}
