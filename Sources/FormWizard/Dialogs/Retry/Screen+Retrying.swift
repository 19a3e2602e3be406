extension Screen {
    /// Runs `operation`; when it fails (other than by cancellation), asks Retry or Cancel
    /// (`Alert.retry`) and runs it again on Retry.
    ///
    /// ```swift
    /// let score = try await screen.retrying("Scoring") { try await service.score(answers) }
    /// ```
    /// The operation runs on the main actor, as the caller does: a flow that presents its own
    /// dialogs in it (a progress) never leaves the main actor between them.
    /// - Parameters:
    ///   - what: what the call does, for the question's title ("Scoring failed").
    ///   - operation: the work; run again on Retry.
    /// - Returns: what `operation` returns.
    /// - Throws: `CancellationError` when the user cancels or the task is cancelled.
    public func retrying<T: Sendable>(
        _ what: String, operation: () async throws -> T
    ) async throws -> T {
        while true {
            do {
                return try await operation()
            } catch let error where !(error is CancellationError) && !Task.isCancelled {
                let retry = try await present(Alert.retry(title: "\(what) failed", message: "\(error)"))
                if !retry { throw CancellationError() }
            }
        }
    }
}
