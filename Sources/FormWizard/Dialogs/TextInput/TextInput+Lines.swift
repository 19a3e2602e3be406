extension TextInput: LinePresentable {
    /// The question as lines: the message, then `Title [text]: ` (an empty line keeps the text
    /// the field starts with); an answer past `maxLength` is refused and asked again.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> String {
        prompter.sayIfAny(message.plain)
        let answer = try await prompter.ask(
            title.plain, default: editor.text.isEmpty ? nil : editor.text, echo: !editor.isSecret,
            validate: Self.lengthCheck(maxLength: editor.maxLength))
        var typed = editor
        typed.text = answer
        prompter.draft = typed
        return answer
    }

    /// Refuses an answer longer than `maxLength` grapheme clusters ("At most 8 characters").
    static func lengthCheck(maxLength: Int?) -> (String) -> String? {
        { answer in
            guard let maxLength, answer.count > maxLength, let notices = notices(maxLength: maxLength) else {
                return nil
            }
            return notices.typed
        }
    }
}
