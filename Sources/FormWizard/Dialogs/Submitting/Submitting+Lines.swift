extension Submitting: LinePresentable where D: LinePresentable {
    /// The inner dialog's line form, then the work on its value under the spinner's message
    /// (`Signing in…`, an activity's line). As on a full screen, a `SubmitError.invalid` is
    /// said and the dialog asked again with what was typed (an empty line keeps each answer);
    /// any other failure asks Retry or Cancel (`Alert.retry`), and Cancel asks the dialog
    /// again.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> Result {
        var inner = self.inner
        while true {
            prompter.draft = nil
            let value = try await inner.presentLines(on: prompter)
            inner = prompter.keepingDraft(of: inner)
            if let result = try await submitLines(value, on: prompter) { return result }
        }
    }

    /// Runs the work on `value` until it succeeds (its result) or the dialog is to be asked
    /// again (`nil`).
    @MainActor private func submitLines(
        _ value: D.Value, on prompter: LinePrompter
    ) async throws(CancellationError) -> Result? {
        let operation = self.operation
        while true {
            let failure: String
            do {
                return try await prompter.working(message) { try await operation(value) }
            } catch let error as SubmitError {
                switch error {
                case .invalid(let message):
                    prompter.say(message)
                    return nil
                case .failed(let message): failure = message
                }
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                failure = "\(error)"
            }
            guard try await retryQuestion(failure).presentLines(on: prompter) else { return nil }
        }
    }
}
