extension NoteField: LineField {
    /// Says the note (after its label, when it has one); asks nothing.
    public func askLine(_ value: Value, on prompter: LinePrompter) async throws(CancellationError) -> Value {
        prompter.sayIfAny(label)
        prompter.say(text)
        return value
    }
}
