extension Screen {
    /// Shows `lines` to narrow by typing and returns the one chosen (see `Filter`).
    ///
    /// ```swift
    /// let branch = try await screen.filter(branches, placeholder: "Branch…")
    /// ```
    /// - Parameters:
    ///   - lines: the lines listed; any number, a million stays responsive.
    ///   - title: the title in the frame; none when empty.
    ///   - placeholder: shown dimmed while nothing is typed.
    /// - Returns: the chosen line.
    /// - Throws: `CancellationError` on Esc, or when the presentation is cancelled (see
    ///   `Screen`).
    public func filter(
        _ lines: [String], title: String = "", placeholder: String = "Filter…"
    )
        async throws(CancellationError) -> String
    {
        try await filter(lines, title: title, placeholder: placeholder) { $0 }
    }

    /// Shows `lines` to narrow by typing and returns those marked (see `Filter`): Tab marks.
    ///
    /// - Parameters:
    ///   - lines: the lines listed.
    ///   - title: the title in the frame; none when empty.
    ///   - placeholder: shown dimmed while nothing is typed.
    ///   - limit: the most lines that may be marked; `nil` for any number.
    /// - Returns: the marked lines in their order, or the line under the cursor when none is
    ///   marked.
    /// - Throws: `CancellationError` on Esc, or when the presentation is cancelled.
    public func filter(
        _ lines: [String], title: String = "", placeholder: String = "Filter…", limit: Int?
    )
        async throws(CancellationError) -> [String]
    {
        try await filter(lines, title: title, placeholder: placeholder, limit: limit) { $0 }
    }

    /// Shows `items` to narrow by typing, each as `text(item)`, and returns the one chosen.
    ///
    /// - Parameters:
    ///   - items: the items listed.
    ///   - title: the title in the frame; none when empty.
    ///   - placeholder: shown dimmed while nothing is typed.
    ///   - text: the line shown and matched for an item.
    /// - Returns: the chosen item.
    /// - Throws: `CancellationError` on Esc, or when the presentation is cancelled.
    public func filter<Choice: Sendable>(
        _ items: [Choice], title: String = "", placeholder: String = "Filter…", text: (Choice) -> String
    ) async throws(CancellationError) -> Choice {
        let chosen = try await present(Filter(items, title: title, placeholder: placeholder, limit: 1, text: text))
        guard let first = chosen.first else { throw CancellationError() }
        return first
    }

    /// Shows `items` to narrow by typing, each as `text(item)`, and returns those marked.
    ///
    /// - Parameters:
    ///   - items: the items listed.
    ///   - title: the title in the frame; none when empty.
    ///   - placeholder: shown dimmed while nothing is typed.
    ///   - limit: the most items that may be marked; `nil` for any number.
    ///   - text: the line shown and matched for an item.
    /// - Returns: the marked items in their order, or the item under the cursor when none is
    ///   marked.
    /// - Throws: `CancellationError` on Esc, or when the presentation is cancelled.
    public func filter<Choice: Sendable>(
        _ items: [Choice], title: String = "", placeholder: String = "Filter…", limit: Int?,
        text: (Choice) -> String
    ) async throws(CancellationError) -> [Choice] {
        try await present(Filter(items, title: title, placeholder: placeholder, limit: limit, text: text))
    }
}
