extension Screen {
    /// Asks for one line of text and returns it.
    ///
    /// ```swift
    /// let name = try await screen.textInput("Name", message: "Who are you?", placeholder: "Ada")
    /// ```
    /// - Parameters:
    ///   - title: the dialog's title.
    ///   - message: text above the field, wrapped to fit.
    ///   - text: what the field starts with; the cursor is at its end.
    ///   - placeholder: shown dimmed while the field is empty.
    ///   - maxLength: the most characters (grapheme clusters) the text may have.
    /// - Returns: the text when the user presses Enter or OK.
    /// - Throws: `CancellationError` on Esc or Cancel, or when the presentation is cancelled
    ///   (see `Screen`).
    public func textInput(
        _ title: String, message: String = "", text: String = "", placeholder: String = "", maxLength: Int? = nil
    ) async throws(CancellationError) -> String {
        try await present(
            TextInput(
                title: StyledText(title), message: StyledText(message), text: text, placeholder: placeholder,
                maxLength: maxLength))
    }
}
