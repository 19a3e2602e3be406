extension Confirm: LinePresentable {
    /// The question as lines: the message, then `Title (Yes/No) [Yes]: ` with the buttons'
    /// labels (the focused one answers an empty line). Esc cancels.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> Bool {
        prompter.sayIfAny(alert.message.plain)
        return try await prompter.yesNo(
            alert.title.plain, yes: alert.actions[0].title, no: alert.actions[1].title, default: isConfirmFocused)
    }
}
