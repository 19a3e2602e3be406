extension LinePrompter {
    /// Asks for text of several lines until `validate` accepts it: the lines typed until one
    /// that is just `.`, or the end of input, joined with line breaks. The prompt says how it
    /// ends: `prompt (end with a line of just .): `.
    ///
    /// The back word, where it is offered, is heard only as the first line; the lines after it
    /// are text, whatever they say. Esc on any line cancels, as in `ask`.
    ///
    /// - Parameters:
    ///   - prompt: what is asked.
    ///   - defaultAnswer: the text an empty first line keeps, shown in the prompt (`[text]`,
    ///     or `[3 lines]`); `nil` or empty makes an empty first line part of the text.
    ///   - validate: why an answer is refused, or `nil` to accept it; said, then asked again.
    /// - Throws: `CancellationError` on Esc, on an interrupt, when the awaiting task is
    ///   cancelled or the prompter shuts down.
    public func askLines(
        _ prompt: String, default defaultAnswer: String? = nil, validate: (String) -> String? = { _ in nil }
    ) async throws(CancellationError) -> String {
        let kept = defaultAnswer.flatMap { $0.isEmpty ? nil : $0 }
        let shown = kept.map { text in
            let count = text.split(separator: "\n", omittingEmptySubsequences: false).count
            return count == 1 ? " [\(text)]" : " [\(count) lines]"
        }
        let offered = offersBack
        defer { offersBack = offered }
        while true {
            offersBack = offered
            write(promptLine("\(prompt) (end with a line of just .)\(shown ?? "")"))
            var lines: [String] = []
            var answer: String?
            reading: while answer == nil {
                switch try await readInput(echo: true) {
                case .line(let text) where text.trimmingWhitespace() == ".": break reading
                case .line(let text):
                    if lines.isEmpty, text.isEmpty, let kept { answer = kept }
                    lines.append(text)
                    offersBack = false
                case .end: break reading
                case .escape, .interrupt: throw CancellationError()
                }
            }
            let text = answer ?? lines.joined(separator: "\n")
            guard let problem = validate(text) else { return text }
            say(problem)
        }
    }
}
