extension Task where Failure == any Error {
    /// The task's value; when the waiting test is cancelled (its time limit), the task is too, so
    /// a flow left waiting on a step fails the test instead of hanging it.
    var valueCancelledWithTheTest: Success {
        get async throws {
            try await withTaskCancellationHandler {
                try await value
            } onCancel: {
                cancel()
            }
        }
    }
}
