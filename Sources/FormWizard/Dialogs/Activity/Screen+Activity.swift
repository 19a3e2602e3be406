extension Screen {
    /// Runs `operation` while a spinner shows `message`, and returns its value.
    ///
    /// ```swift
    /// let repos = try await screen.withActivity("Fetching repositories…") {
    ///     try await api.repositories()
    /// }
    /// ```
    /// The spinner turns every 80 ms on the screen's `clock` and disappears when the operation
    /// ends, however it ends (see `withDialog`). While it runs, `idle()` waits.
    /// - Parameters:
    ///   - message: what is going on.
    ///   - title: the dialog's title, if any.
    ///   - cancellable: whether the dialog has a Cancel button (and answers Esc).
    ///   - operation: the work; it runs off the main actor, and is cancelled when the user
    ///     presses Cancel or the calling task is cancelled.
    /// - Returns: what `operation` returns.
    /// - Throws: what `operation` throws; `CancellationError` when the user cancels, the
    ///   calling task is cancelled, or the screen shuts down. It returns only after the
    ///   operation has ended.
    public func withActivity<T: Sendable>(
        _ message: String, title: String? = nil, cancellable: Bool = true,
        operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        try await withDialog(Activity(title: title, message: message, cancellable: cancellable)) { _ in
            try await operation()
        }
    }
}
