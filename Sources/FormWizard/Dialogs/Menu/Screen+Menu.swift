extension Screen {
    /// Shows a list of choices and returns the value of the one the user picks (see `Menu`).
    ///
    /// ```swift
    /// let size = try await screen.menu(
    ///     "Pizza size",
    ///     items: [MenuItem("Small", detail: "25 cm", value: 25), MenuItem("Large", detail: "32 cm", value: 32)])
    /// ```
    /// - Parameters:
    ///   - title: the menu's title.
    ///   - message: text above the list, wrapped to fit.
    ///   - items: the choices; at least one.
    ///   - selected: the index of the item selected at first; the first by default.
    ///   - dismissValue: what Esc returns; without it Esc throws `CancellationError`.
    /// - Returns: the chosen item's value, or `dismissValue` on Esc.
    /// - Throws: `CancellationError` on Esc without a `dismissValue`, or when the presentation
    ///   is cancelled (see `Screen`).
    public func menu<Value: Sendable>(
        _ title: String, message: String = "", items: [MenuItem<Value>], selected: Int? = nil,
        dismissValue: Value? = nil
    ) async throws(CancellationError) -> Value {
        try await present(
            Menu(
                title: StyledText(title), message: StyledText(message), items: items, selected: selected,
                dismissValue: dismissValue
            ))
    }
}
