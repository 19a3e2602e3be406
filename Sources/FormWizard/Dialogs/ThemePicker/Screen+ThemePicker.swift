extension Screen {
    /// Lists themes, drawing the screen in each as it is highlighted, and returns the chosen
    /// one's name (see `ThemePicker`).
    ///
    /// ```swift
    /// let name = try await screen.pickTheme()
    /// screen.theme = Theme.named(name) ?? .default
    /// ```
    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - themes: the names and themes listed; the built-in ones by default.
    ///   - selected: the name highlighted at first.
    /// - Returns: the chosen theme's name.
    /// - Throws: `CancellationError` on Esc, or when the presentation is cancelled (see `Screen`).
    public func pickTheme(
        title: String = "Themes", themes: [(name: String, theme: Theme)] = ThemePicker.builtIn,
        selected: String? = nil
    ) async throws(CancellationError) -> String {
        try await present(ThemePicker(title: title, themes: themes, selected: selected))
    }
}
