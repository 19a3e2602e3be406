extension Screen {
    /// Shows a list with one item marked `(•)` and returns the value of the one the user marks
    /// (see `RadioList`): Space marks, Enter returns.
    ///
    /// ```swift
    /// let size = try await screen.radioList(
    ///     "Pizza size", items: [MenuItem("Small", value: 25), MenuItem("Large", value: 32)], selected: 1)
    /// ```
    /// - Parameters:
    ///   - title: the list's title.
    ///   - message: text above the list, wrapped to fit.
    ///   - items: the choices; at least one.
    ///   - selected: the index of the item marked at first; none by default.
    /// - Returns: the marked item's value.
    /// - Throws: `CancellationError` on Esc, or when the presentation is cancelled (see `Screen`).
    public func radioList<Value: Sendable>(
        _ title: String, message: String = "", items: [MenuItem<Value>], selected: Int? = nil
    ) async throws(CancellationError) -> Value {
        try await present(
            RadioList(title: StyledText(title), message: StyledText(message), items: items, selected: selected))
    }
}
