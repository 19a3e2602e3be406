extension Screen {
    /// Shows an alert and returns the value of the action the user chooses.
    ///
    /// ```swift
    /// let delete = try await screen.alert(
    ///     "Delete 3 files?", actions: [.destructive("Delete", true), .cancel("Keep", false)])
    /// ```
    /// - Parameters:
    ///   - title: the alert's title.
    ///   - message: text under the title, wrapped to fit.
    ///   - actions: the buttons; the preferred one (or the first default one) has focus.
    ///   - dismissValue: what Esc returns; without it Esc throws `CancellationError`.
    /// - Throws: `CancellationError` on Esc without a `dismissValue`, or when the presentation
    ///   is cancelled (see `Screen`).
    public func alert<Value: Sendable>(
        _ title: String, message: String = "", actions: [AlertAction<Value>], dismissValue: Value? = nil
    ) async throws(CancellationError) -> Value {
        try await present(
            Alert(title: StyledText(title), message: StyledText(message), actions: actions, dismissValue: dismissValue))
    }
}
