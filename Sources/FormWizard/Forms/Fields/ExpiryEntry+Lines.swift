extension ExpiryEntry: LineField {
    /// `Label (MM/YY): ` (or `Label (MM/YY) [12/27]: `, an empty line keeping it): the answer
    /// read as the full-screen field reads what is typed (`1227` and `12/2027` are `12/27`),
    /// a letter refused ("Digits only: MM/YY"), then `validate`.
    public func askLine(_ value: Value, on prompter: LinePrompter) async throws(CancellationError) -> Value {
        let current = value[keyPath: path]
        var empty = value
        empty[keyPath: path] = ""
        var answered = value
        _ = try await prompter.ask("\(label) (MM/YY)", default: current.isEmpty ? nil : current) { text in
            // Typed key by key a letter is refused with this notice; a paste would drop it.
            if text.contains(where: { !$0.isASCIIDigit && $0 != "/" && $0 != " " }) { return "Digits only: MM/YY" }
            let typed = typing(text, into: empty)
            answered = typed.value
            return typed.problem
        }
        return answered
    }
}
