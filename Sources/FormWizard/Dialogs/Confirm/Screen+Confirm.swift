extension Screen {
    /// Asks a yes-or-no question (see `Confirm`).
    ///
    /// ```swift
    /// if try await screen.confirm("Delete 3 files?", confirm: "Delete", cancel: "Keep", destructive: true) {
    ///     try deleteFiles()
    /// }
    /// ```
    /// - Parameters:
    ///   - title: the question.
    ///   - message: more about it, wrapped to fit.
    ///   - confirm: the label of the button that returns `true`.
    ///   - cancel: the label of the button that returns `false`.
    ///   - destructive: draws the confirm button as destructive and focuses the cancel button.
    /// - Returns: `true` for the confirm button, `false` for the cancel button.
    /// - Throws: `CancellationError` on Esc, or when the presentation is cancelled (see `Screen`).
    public func confirm(
        _ title: String, message: String = "", confirm: String = "Yes", cancel: String = "No",
        destructive: Bool = false
    ) async throws(CancellationError) -> Bool {
        try await present(
            Confirm(
                title: title, message: StyledText(message), confirm: confirm, cancel: cancel, destructive: destructive))
    }
}
