extension TextArea: LineField {
    /// `Label (end with a line of just .): `, then lines until one that is just `.` or the end
    /// of input (`LinePrompter.askLines`; an empty first line keeps the text there is); its
    /// own rules and `maxLength` checked here, the form's after.
    public func askLine(_ value: Value, on prompter: LinePrompter) async throws(CancellationError) -> Value {
        let tooLong = TextInput.lengthCheck(maxLength: editor.maxLength)
        let answer = try await prompter.askLines(
            label, default: value[keyPath: path], validate: { tooLong($0) ?? validator.validate($0) })
        var value = value
        value[keyPath: path] = answer
        return value
    }
}
