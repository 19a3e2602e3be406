extension ThemePicker: LinePresentable {
    /// The themes as lines: a menu of their names and what each looks like in words (a line
    /// cannot show colours), the highlighted one answering an empty line.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> String {
        try await menu.presentLines(on: prompter)
    }
}
