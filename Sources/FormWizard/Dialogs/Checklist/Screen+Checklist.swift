extension Screen {
    /// Shows a list to choose any number of items from and returns the chosen values, in item
    /// order (see `Checklist` for the keys).
    ///
    /// ```swift
    /// let regions = try await screen.checklist(
    ///     "Regions", message: "Deploy to:",
    ///     items: [MenuItem("eu-west-1", detail: "Ireland", value: "eu-west-1"), MenuItem("us-east-1", value: "us-east-1")],
    ///     selected: [0], minimum: 1)
    /// ```
    /// - Parameters:
    ///   - title: the list's title.
    ///   - message: text above the list, wrapped to fit.
    ///   - items: the choices; at least one.
    ///   - selected: the indices of the items chosen at first.
    ///   - minimum: the fewest items Enter accepts (0 by default).
    ///   - maximum: the most items that may be chosen; `nil` for no limit.
    /// - Returns: the values of the chosen items, in the order of `items`.
    /// - Throws: `CancellationError` on Esc, or when the presentation is cancelled (see `Screen`).
    public func checklist<Value: Sendable>(
        _ title: String, message: String = "", items: [MenuItem<Value>], selected: Set<Int> = [],
        minimum: Int = 0, maximum: Int? = nil
    ) async throws(CancellationError) -> [Value] {
        try await present(
            Checklist(
                title: StyledText(title), message: StyledText(message), items: items, selected: selected,
                minimum: minimum,
                maximum: maximum))
    }
}
