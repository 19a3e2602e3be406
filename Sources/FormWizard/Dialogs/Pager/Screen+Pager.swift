extension Screen {
    /// Shows `lines` in a pager (see `Pager`) until the user closes it.
    ///
    /// ```swift
    /// try await screen.pager("CHANGES", lines: changes)
    /// ```
    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - lines: the text's lines, without line breaks, of any length and content.
    ///   - wraps: whether long lines wrap (the default) or scroll sideways (`w` toggles).
    ///   - showsLineNumbers: whether line numbers are shown at first (`#` toggles).
    /// - Throws: `CancellationError` on Esc, or when the presentation is cancelled (see `Screen`).
    public func pager(
        _ title: String = "", lines: [String], wraps: Bool = true, showsLineNumbers: Bool = false
    ) async throws(CancellationError) {
        try await present(
            Pager(title: StyledText(title), lines: lines, wraps: wraps, showsLineNumbers: showsLineNumbers))
    }

    /// Shows `text` in a pager (see `Pager`), cut into lines at its line breaks, until the user
    /// closes it.
    ///
    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - text: the text.
    ///   - wraps: whether long lines wrap (the default) or scroll sideways (`w` toggles).
    ///   - showsLineNumbers: whether line numbers are shown at first (`#` toggles).
    /// - Throws: `CancellationError` on Esc, or when the presentation is cancelled (see `Screen`).
    public func pager(
        _ title: String = "", text: String, wraps: Bool = true, showsLineNumbers: Bool = false
    ) async throws(CancellationError) {
        try await present(Pager(title: StyledText(title), text: text, wraps: wraps, showsLineNumbers: showsLineNumbers))
    }
}
