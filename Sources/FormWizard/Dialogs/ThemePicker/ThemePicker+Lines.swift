extension ThemePicker: LinePresentable {
    /// The themes as a menu's lines: numbered, each with what it is for (nothing can be
    /// previewed in line mode).
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> String {
        try await menu.presentLines(on: prompter)
    }
}
