/// How a step asked with `LinePrompter.offeringBack` ended.
public enum LineStep<Value> {
    /// Answered with a value.
    case answered(Value)
    /// The user typed the back word.
    case back
    /// The user typed Esc (a wizard asks whether to leave).
    case escaped
}

extension LineStep: Sendable where Value: Sendable {}

extension LinePrompter {
    /// Asks `questions` as a step of a flow: while it runs, every prompt names the back word
    /// (`Name (or back): `) and typing it goes back; Esc, instead of cancelling, ends the step
    /// as `.escaped`.
    ///
    /// - Parameters:
    ///   - offersBack: whether there is a step to go back to; without one only Esc is caught.
    ///   - questions: the step's questions, asked on this prompter.
    /// - Throws: `CancellationError` at the end of input, on an interrupt, when the task is
    ///   cancelled or the prompter shuts down.
    public func offeringBack<T>(
        _ offersBack: Bool, _ questions: () async throws(CancellationError) -> T
    ) async throws(CancellationError) -> LineStep<T> {
        let offered = self.offersBack
        self.offersBack = offersBack
        defer { self.offersBack = offered }
        do {
            return .answered(try await questions())
        } catch {
            guard !Task.isCancelled, !isShutDown, let exit else { throw error }
            self.exit = nil
            switch exit {
            case .back: return .back
            case .escaped, .answered: return .escaped
            }
        }
    }

    /// The error that ends a step asked inside another (a form's field in a wizard's step) and
    /// makes the outer `offeringBack` end as `exit` too.
    func exiting(_ exit: LineStep<Void>) -> CancellationError {
        self.exit = exit
        return CancellationError()
    }

    /// A prompt as written before the answer: `text: `, with the back word when it is offered.
    func promptLine(_ text: String) -> String {
        // A question without a title ends its message with a plain `> `.
        if text.isEmpty { return offersBack ? "(or \(backWord)) > " : "> " }
        return offersBack ? "\(text) (or \(backWord)): " : "\(text): "
    }
}
