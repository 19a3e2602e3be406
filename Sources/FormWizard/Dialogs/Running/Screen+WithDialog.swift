extension Screen {
    /// Runs `operation` while `dialog` is shown, and returns its value: the building block of
    /// `withActivity`, for a progress dialog of your own.
    ///
    /// ```swift
    /// let report = try await screen.withDialog(DeployProgress(services)) { dialog in
    ///     try await deploy { service in try await dialog.update { $0.done(service) } }
    /// }
    /// ```
    /// The operation is one of the dialog's tasks: it runs off the main actor, changes the
    /// dialog through its argument, and is cancelled when the dialog is cancelled (its Cancel
    /// button, Esc, a dismissal, shutdown) or the calling task is. This returns only after the
    /// operation and every other task of the dialog (a spinner) have ended.
    /// - Returns: what `operation` returns.
    /// - Throws: what `operation` throws; `CancellationError` when the dialog is cancelled or
    ///   submitted before the operation ends, the calling task is cancelled, or the screen
    ///   shuts down.
    public func withDialog<D: Dialog, T: Sendable>(
        _ dialog: D, resizePolicy: ResizePolicy? = nil,
        operation: @escaping @Sendable (DialogUpdater<D>) async throws -> T
    ) async throws -> T {
        try await present(RunningDialog(inner: dialog, operation: operation), resizePolicy: resizePolicy).get()
    }
}
