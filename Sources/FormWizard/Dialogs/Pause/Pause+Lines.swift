extension Pause: LinePresentable {
    /// The countdown as lines: the title, the message, `10 seconds left.`, then the buttons
    /// numbered and `Choose [1]: ` asked until the time is up on the screen's clock. OK (or an
    /// empty line) ends it early, Cancel or Esc cancels; when the time is up first, the read
    /// ends, `Time is up.` is said and the pause answers `.elapsed`.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> Outcome {
        prompter.sayIfAny(title.plain)
        prompter.sayIfAny(message.plain)
        prompter.say(remaining == 1 ? "1 second left." : "\(remaining) seconds left.")
        let answer = try await prompter.withTimeLimit(.seconds(remaining)) { () throws(CancellationError) in
            try await prompter.choose("Choose", options: buttons.actions.map(\.title), default: buttons.focus)
        }
        guard let answer else {
            prompter.say("Time is up.")
            return .elapsed
        }
        guard buttons.actions[answer].value else { throw CancellationError() }
        return .confirmed
    }
}
