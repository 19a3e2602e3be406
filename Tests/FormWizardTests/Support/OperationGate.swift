import FormWizard

/// An operation a test controls: `wait()` suspends until the test calls `open(_:)`, and the
/// gate records whether the waiting task was cancelled.
final class OperationGate<Value: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Value, any Error>?
        var result: Result<Value, any Error>?
        var hasStarted = false
        var wasCancelled = false
    }

    private let state = Lock(State())

    /// Whether an operation has called `wait()`.
    var hasStarted: Bool { state.withLock { $0.hasStarted } }
    /// Whether the task in `wait()` was cancelled.
    var wasCancelled: Bool { state.withLock { $0.wasCancelled } }
    /// Whether `open(_:)` was called.
    var isOpen: Bool { state.withLock { $0.result != nil } }

    /// Waits for the test to open the gate; throws `CancellationError` when cancelled first.
    func wait() async throws -> Value {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let resumeWith = state.withLock { state -> Result<Value, any Error>? in
                    state.hasStarted = true
                    if let result = state.result { return result }
                    if state.wasCancelled { return .failure(CancellationError()) }
                    state.continuation = continuation
                    return nil
                }
                if let resumeWith { continuation.resume(with: resumeWith) }
            }
        } onCancel: {
            let continuation = state.withLock { state in
                state.wasCancelled = true
                defer { state.continuation = nil }
                return state.continuation
            }
            continuation?.resume(throwing: CancellationError())
        }
    }

    /// Lets the operation finish with `result`.
    func open(_ result: Result<Value, any Error>) {
        let continuation = state.withLock { state in
            state.result = result
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume(with: result)
    }
}
