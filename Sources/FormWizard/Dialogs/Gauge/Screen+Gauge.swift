extension Screen {
    /// Runs `operation` while a `Gauge` shows its progress, and returns its value.
    ///
    /// ```swift
    /// try await screen.withProgress("Copying", cancellable: true) { progress in
    ///     for (index, file) in files.enumerated() {
    ///         try await progress.report(Double(index) / Double(files.count), message: file.name)
    ///         try await copy(file)
    ///     }
    /// }
    /// ```
    /// The gauge disappears when the operation ends, however it ends (see `withDialog`). While
    /// it runs, `idle()` waits. To drive a gauge from the main actor instead, `show(_:)` one and update it.
    /// - Parameters:
    ///   - title: the gauge's title.
    ///   - message: the message it starts with.
    ///   - cancellable: whether the gauge has a Cancel button (and answers Esc).
    ///   - operation: the work; it reports progress through its argument, runs off the main
    ///     actor, and is cancelled when the user presses Cancel or the calling task is
    ///     cancelled.
    /// - Returns: what `operation` returns.
    /// - Throws: what `operation` throws; `CancellationError` when the user cancels, the
    ///   calling task is cancelled, or the screen shuts down. It returns only after the
    ///   operation has ended.
    public func withProgress<T: Sendable>(
        _ title: String, message: String = "", cancellable: Bool = true,
        operation: @escaping @Sendable (GaugeProgress) async throws -> T
    ) async throws -> T {
        try await withDialog(Gauge(title: title, message: message, cancellable: cancellable)) { updater in
            try await operation(GaugeProgress(updater: updater))
        }
    }
}
