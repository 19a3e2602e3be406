/// A dialog whose submit runs async work before it resolves: signing in with the credentials a
/// form was submitted with, authorising a card.
///
/// While the work runs a spinner shows over the dialog and Esc stops it. When the work fails
/// with a `SubmitError.invalid` (a wrong password), the message shows in the dialog (when it
/// adopts `ShowsSubmitError`), everything typed stays, and the user edits and submits again.
/// Any other failure (the service does not answer) asks Retry or Cancel; Cancel goes back to
/// editing. Cancelling the awaiting task cancels the work.
public struct Submitting<D: Dialog, Result: Sendable>: Dialog {
    /// The work run on the submitted value; its result is the dialog's value.
    public typealias Operation = @Sendable (D.Value) async throws -> Result

    enum Phase: Sendable {
        case editing
        case working(attempt: Int, value: D.Value)
        case failed(attempt: Int, value: D.Value, question: Alert<Bool>)
    }

    /// The dialog whose submitted value the work takes.
    public internal(set) var inner: D
    let message: String
    let failureTitle: String
    let operation: Operation
    var phase = Phase.editing
    var attempts = 0
    /// The spinner's frame while the work runs.
    var spinnerPhase = 0

    /// - Parameters:
    ///   - inner: the dialog whose submitted value the work takes.
    ///   - message: what the spinner says while the work runs, e.g. "Signing in…".
    ///   - failureTitle: the title of the Retry / Cancel question when the work fails.
    ///   - operation: the work on the submitted value; its result is the dialog's value.
    public init(
        _ inner: D, message: String, failureTitle: String = "Something went wrong", operation: @escaping Operation
    ) {
        self.inner = inner
        self.message = message
        self.failureTitle = failureTitle
        self.operation = operation
    }

    public mutating func prepare(for size: Size) {
        inner.prepare(for: size)
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<Result> {
        switch phase {
        case .editing:
            switch inner.handle(event) {
            case .submit(let value):
                start(value)
                return .handled
            case .cancel: return .cancel
            case .handled: return .handled
            case .ignored: return .ignored
            }
        case .working:
            guard event == .key(.escape) else { return .ignored }
            phase = .editing
            return .handled
        case .failed(_, let value, var question):
            let response = question.handle(event)
            switch response {
            case .submit(true): start(value)
            case .submit(false), .cancel: phase = .editing
            case .handled: phase = .failed(attempt: attempts, value: value, question: question)
            case .ignored: return .ignored
            }
            return .handled
        }
    }

    private mutating func start(_ value: D.Value) {
        attempts += 1
        spinnerPhase = 0
        phase = .working(attempt: attempts, value: value)
        showError(nil)
    }

    private mutating func showError(_ message: String?) {
        guard var shows = inner as? any ShowsSubmitError else { return }
        shows.showSubmitError(message)
        if let updated = shows as? D { inner = updated }
    }

    mutating func finish(attempt: Int, with outcome: Swift.Result<Result, any Error>) -> DialogResponse<Result> {
        guard case .working(let current, let value) = phase, current == attempt else { return .ignored }
        switch outcome {
        case .success(let result):
            return .submit(result)
        case .failure(let error as SubmitError):
            switch error {
            case .invalid(let message):
                phase = .editing
                showError(message)
            case .failed(let message):
                phase = .failed(attempt: attempt, value: value, question: retryQuestion(message))
            }
        case .failure(let error):
            phase = .failed(attempt: attempt, value: value, question: retryQuestion("\(error)"))
        }
        return .handled
    }

    func retryQuestion(_ message: String) -> Alert<Bool> {
        .retry(title: failureTitle, message: message)
    }

    public var tasks: [DialogTask<Submitting>] {
        var tasks = inner.tasks.map { task in
            task.map(\Submitting.inner) { response -> DialogResponse<Result> in
                // A task of the inner dialog that submits it starts the work on the next key;
                // forms only submit from input, so this is rare.
                if case .cancel = response { return .cancel }
                return .handled
            }
        }
        if case .working(let attempt, let value) = phase {
            tasks.append(.spinner(\.spinnerPhase, id: SpinnerOfAttempt(attempt: attempt)))
            let operation = self.operation
            tasks.append(
                DialogTask(
                    id: attempt,
                    resolving: { _ in
                        let outcome: Swift.Result<Result, any Error>
                        do {
                            outcome = .success(try await operation(value))
                        } catch is CancellationError {
                            return nil
                        } catch {
                            outcome = .failure(error)
                        }
                        return { dialog in dialog.finish(attempt: attempt, with: outcome) }
                    }))
        }
        return tasks
    }
}

/// Identifies the spinner of one attempt: each attempt's spinner starts from its first frame.
private struct SpinnerOfAttempt: Hashable, Sendable {
    var attempt: Int
}

/// How submit work failed.
public enum SubmitError: Error, Sendable {
    /// What was submitted is not acceptable (a wrong password): say so in the dialog.
    case invalid(String)
    /// The work could not be done (the service does not answer): offer Retry.
    case failed(String)
}

/// A dialog that can show why its submit was refused, e.g. a form's error line.
public protocol ShowsSubmitError: Dialog {
    /// Shows `message` (or clears it with `nil`).
    mutating func showSubmitError(_ message: String?)
}

extension Dialog {
    /// This dialog with async work on submit (see `Submitting`).
    ///
    /// - Parameters:
    ///   - message: what the spinner says while the work runs, e.g. "Signing in…".
    ///   - failureTitle: the title of the Retry / Cancel question when the work fails.
    ///   - operation: the work on the submitted value; its result is the dialog's value.
    public func submitting<Result: Sendable>(
        _ message: String, failureTitle: String = "Something went wrong",
        operation: @escaping @Sendable (Value) async throws -> Result
    ) -> Submitting<Self, Result> {
        Submitting(self, message: message, failureTitle: failureTitle, operation: operation)
    }
}

extension SubmitError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .invalid(let message), .failed(let message): message
        }
    }
}
