extension LinePrompter {
    /// Runs `operation` while `message` is said: `Screen.withActivity` on the screen this
    /// prompter asks for, whose line is the message. For a line form's own work (a form's
    /// async checks, a submit's operation): it is the dialog task of an activity, so the
    /// awaiting task's cancellation and the screen's shutdown end it as they end any dialog.
    ///
    /// - Throws: what `operation` throws; `CancellationError` when the awaiting task is
    ///   cancelled, the screen shuts down, or the prompter has no screen (it was made alone).
    func working<T: Sendable>(
        _ message: String, operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        guard let screen, !isShutDown else { throw CancellationError() }
        return try await screen.withActivity(message, cancellable: false, operation: operation)
    }
}
