extension Slider: LinePresentable {
    /// The value as a line: the message, then `Title (0 to 100) [50]: ` (an empty line keeps
    /// the value); a number outside the range or off its steps is refused and asked again.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> Int {
        prompter.sayIfAny(message.plain)
        let answer = try await prompter.ask(
            "\(title) (\(range.lowerBound) to \(range.upperBound))", default: String(value),
            validate: { refusal(of: Int($0.trimmingWhitespace())) })
        let chosen = Int(answer.trimmingWhitespace()) ?? value
        prompter.draft = chosen
        return chosen
    }
}
