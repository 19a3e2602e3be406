extension Alert: LinePresentable {
    /// The alert as lines: the title, the message, the actions numbered, then `Choose [n]: `
    /// (the focused action answers an empty line). Esc returns `dismissValue` when there is one.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> Value {
        prompter.sayIfAny(title.plain)
        prompter.sayIfAny(message.plain)
        let titles = actions.map { $0.title }
        guard let index = try await prompter.chooseOrEscape("Choose", options: titles, default: focus) else {
            guard let dismissValue else { throw CancellationError() }
            return dismissValue
        }
        return actions[index].value
    }
}
