import FormWizard

extension Wizard {
    /// Runs a service call as part of the flow (see `run(_:)`), offering Retry when it fails.
    ///
    /// When the customer cancels the call — Esc on its progress dialog, or Cancel after it
    /// failed — the flow goes back to the last step, with everything typed kept: stopping a
    /// slow call never throws the cart away.
    /// - Throws: `CancellationError` when the task is cancelled; the wizard's going back.
    func call<T: Sendable>(_ what: String, operation: () async throws -> T) async throws -> T {
        try await run {
            do {
                return try await screen.retrying(what, operation: operation)
            } catch is CancellationError where !Task.isCancelled && !screen.isShutDown {
                try back()
            }
        }
    }
}
