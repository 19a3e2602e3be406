extension Password: LinePresentable {
    /// The secret as lines: the message, then `Title: ` read with echo off, so the secret is
    /// never shown, whatever the terminal (`LinePrompter.askSecret`).
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> String {
        try await input.presentLines(on: prompter)
    }
}
