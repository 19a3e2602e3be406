extension Screen {
    /// Shows rows in columns and returns the row the user chooses (see `Table`).
    ///
    /// ```swift
    /// let server = try await screen.table(
    ///     "Servers", rows: servers,
    ///     columns: [TableColumn("Name", value: \.name), TableColumn("Load", value: \.load)])
    /// ```
    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - rows: the rows, in the order shown until sorted.
    ///   - columns: the columns, left to right; at least one.
    ///   - sort: the order at first; `nil` keeps the rows' order.
    ///   - freezesFirstColumn: keeps the first column in place while the others scroll.
    /// - Returns: the chosen row.
    /// - Throws: `CancellationError` on Esc, or when the presentation is cancelled (see `Screen`).
    public func table<Row: Sendable>(
        _ title: String, rows: [Row], columns: [TableColumn<Row>], sort: Table<Row>.Sort? = nil,
        freezesFirstColumn: Bool = false
    ) async throws(CancellationError) -> Row {
        let chosen = try await present(
            Table(title: title, rows: rows, columns: columns, sort: sort, freezesFirstColumn: freezesFirstColumn))
        guard let row = chosen.first else { throw CancellationError() }
        return row
    }

    /// Shows rows in columns and returns the rows the user marks with Space (see `Table`).
    ///
    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - rows: the rows, in the order shown until sorted.
    ///   - columns: the columns, left to right; at least one.
    ///   - sort: the order at first; `nil` keeps the rows' order.
    ///   - freezesFirstColumn: keeps the first column in place while the others scroll.
    /// - Returns: the marked rows in their order in `rows`; the row under the cursor when none
    ///   is marked.
    /// - Throws: `CancellationError` on Esc, or when the presentation is cancelled (see `Screen`).
    public func tableRows<Row: Sendable>(
        _ title: String, rows: [Row], columns: [TableColumn<Row>], sort: Table<Row>.Sort? = nil,
        freezesFirstColumn: Bool = false
    ) async throws(CancellationError) -> [Row] {
        try await present(
            Table(
                title: title, rows: rows, columns: columns, selection: .multiple, sort: sort,
                freezesFirstColumn: freezesFirstColumn))
    }

    /// Shows rows of texts under `headers` and returns the one the user chooses (see `Table`).
    ///
    /// ```swift
    /// let row = try await screen.table("Files", headers: ["Name", "Size"], rows: [["a.txt", "12"], ["b.txt", "7"]])
    /// ```
    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - headers: the columns' headers; column `i` shows each row's `i`-th text.
    ///   - rows: the rows of texts.
    /// - Returns: the chosen row.
    /// - Throws: `CancellationError` on Esc, or when the presentation is cancelled (see `Screen`).
    public func table(
        _ title: String, headers: [String], rows: [[String]]
    ) async throws(CancellationError) -> [String] {
        try await table(title, rows: rows, columns: TableColumn.texts(headers))
    }
}
