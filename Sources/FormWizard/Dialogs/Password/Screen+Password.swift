extension Screen {
    /// Asks for a secret, masked as it is typed (see `Password`), and returns it.
    ///
    /// ```swift
    /// let secret = try await screen.password("Unlock", message: "Passphrase for id_ed25519:")
    /// ```
    /// - Parameters:
    ///   - title: the dialog's title.
    ///   - message: text above the field, wrapped to fit.
    /// - Returns: the secret when the user presses Enter or OK.
    /// - Throws: `CancellationError` on Esc or Cancel, or when the presentation is cancelled
    ///   (see `Screen`).
    public func password(_ title: String, message: String = "") async throws(CancellationError) -> String {
        try await present(Password(title: StyledText(title), message: StyledText(message)))
    }
}
