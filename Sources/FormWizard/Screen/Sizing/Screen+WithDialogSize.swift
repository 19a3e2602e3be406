extension Screen {
    /// Runs `operation`; every dialog it presents or shows is drawn at `size` instead of its
    /// own (see `DialogSize`), as dialog's `--msgbox TEXT 10 40` is.
    ///
    /// ```swift
    /// try await screen.withDialogSize(DialogSize(columns: 40, rows: 10)) {
    ///     try await screen.alert("Note", message: "Backups run at night.")
    /// }
    /// ```
    /// The box keeps that size through a resize, clamped to the new screen. A `withDialogSize`
    /// inside another gives its own size to the dialogs presented in it.
    /// - Parameters:
    ///   - size: the size of each dialog.
    ///   - operation: the dialogs.
    /// - Returns: what `operation` returns.
    public func withDialogSize<T>(_ size: DialogSize, operation: () async throws -> T) async rethrows -> T {
        try await DialogSize.$current.withValue(size) { try await operation() }
    }
}
