extension Screen {
    /// Lets the user build an ordered list out of `items` (see `BuildList`) and returns the
    /// chosen items' values in the order chosen.
    ///
    /// ```swift
    /// let steps = try await screen.buildList(
    ///     "Deploy order", items: regions.map { MenuItem($0.name, value: $0) }, minimum: 1)
    /// ```
    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - message: text above the panes, wrapped to fit.
    ///   - items: every item, in the order the Available pane shows them.
    ///   - chosen: indices in `items` of the items chosen at first, in order.
    ///   - minimum: the fewest items Enter accepts.
    /// - Returns: the chosen items' values, in the order chosen (empty when none and
    ///   `minimum` is 0).
    /// - Throws: `CancellationError` on Esc, or when the presentation is cancelled (see
    ///   `Screen`).
    public func buildList<Value: Sendable>(
        _ title: String, message: String = "", items: [MenuItem<Value>], chosen: [Int] = [], minimum: Int = 0
    ) async throws(CancellationError) -> [Value] {
        try await present(
            BuildList(title: StyledText(title), message: message, items: items, chosen: chosen, minimum: minimum))
    }
}
