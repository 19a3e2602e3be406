extension LoginForm: LinePresentable {
    /// The form's fields in turn (e-mail, then the password with echo off); the e-mail address
    /// trimmed, as on a full screen.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> Credentials {
        try await form.presentLines(on: prompter).trimmed
    }
}
