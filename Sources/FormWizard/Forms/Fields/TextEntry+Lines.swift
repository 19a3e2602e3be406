extension TextEntry: LineField {
    /// `Label: ` (or `Label [text]: `, an empty line keeping the text), read with echo off for
    /// a secret; its own rules and `maxLength` checked here, the form's after.
    public func askLine(_ value: Value, on prompter: LinePrompter) async throws(CancellationError) -> Value {
        let current = value[keyPath: path]
        let tooLong = TextInput.lengthCheck(maxLength: editor.maxLength)
        let answer = try await prompter.ask(
            label, default: current.isEmpty ? nil : current, echo: !editor.isSecret,
            validate: { tooLong($0) ?? validator.validate($0) })
        var value = value
        value[keyPath: path] = answer
        return value
    }
}
