extension Screen {
    /// Shows a menu whose entries can be renamed in place (see `InputMenu`) and returns the
    /// entry chosen with every entry's label.
    ///
    /// ```swift
    /// let pick = try await screen.inputMenu("Bookmarks", items: bookmarks.map { MenuItem($0.name, value: $0.id) })
    /// if pick.isRenamed { try store.rename(pick.value, to: pick.label) }
    /// ```
    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - message: text above the entries, wrapped to fit.
    ///   - items: the entries; each title is its label at first; at least one.
    ///   - selected: the entry selected at first.
    /// - Returns: the entry chosen (its index and value) and every entry's label now.
    /// - Throws: `CancellationError` on Esc (outside a rename), or when the presentation is
    ///   cancelled (see `Screen`).
    public func inputMenu<Value: Sendable>(
        _ title: String, message: String = "", items: [MenuItem<Value>], selected: Int = 0
    ) async throws(CancellationError) -> InputMenuResult<Value> {
        try await present(InputMenu(title: StyledText(title), message: message, items: items, selected: selected))
    }
}
