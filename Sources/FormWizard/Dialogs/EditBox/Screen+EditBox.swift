extension Screen {
    /// Shows `text` in an editor over the whole screen (see `EditBox`) and returns it as
    /// edited.
    ///
    /// ```swift
    /// let notes = try await screen.editBox("Release notes", text: draft, showsLineNumbers: true)
    /// ```
    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - text: the text to edit; lines separated by `"\n"`.
    ///   - showsLineNumbers: whether to show line numbers.
    /// - Returns: the text when the user saves (Ctrl-S, F2 or Save).
    /// - Throws: `CancellationError` on Esc or Cancel (after Discard when the text was
    ///   changed), or when the presentation is cancelled (see `Screen`).
    public func editBox(
        _ title: String, text: String, showsLineNumbers: Bool = false
    ) async throws(CancellationError) -> String {
        try await present(EditBox(title: StyledText(title), text: text, showsLineNumbers: showsLineNumbers))
    }
}
