import FormWizard

/// A service whose calls wait until the test answers them, one `OperationGate` per call; it
/// records what was asked and which calls were cancelled.
final class ControlledService: Sendable {
    private let calls = Lock<[(question: String, gate: OperationGate<String?>)]>([])

    /// Asks `question`; returns the test's answer (a message, or `nil`), or throws what the
    /// test fails it with, or `CancellationError` when the asking task is cancelled.
    func ask(_ question: String) async throws -> String? {
        let gate = OperationGate<String?>()
        calls.withLock { $0.append((question, gate)) }
        return try await gate.wait()
    }

    /// Everything asked, in order.
    var asked: [String] { calls.withLock { $0.map(\.question) } }

    /// Whether the last call asking `question` was cancelled.
    func wasCancelled(_ question: String) -> Bool {
        gate(question)?.wasCancelled ?? false
    }

    /// Answers the last call asking `question`.
    func answer(_ question: String, with result: Result<String?, any Error>) {
        gate(question)?.open(result)
    }

    private func gate(_ question: String) -> OperationGate<String?>? {
        calls.withLock { calls in calls.last { $0.question == question }?.gate }
    }
}
