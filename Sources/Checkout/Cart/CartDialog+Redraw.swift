import FormWizard

extension CartDialog: Redrawing {
    /// Draws what moving in the list changed (`Redrawing`): the rows that scroll into view (the
    /// others are moved), the rows selected before and now, and the search and status rows
    /// (the search row places the cursor). Anything else changed (the query, the matches, the
    /// cart) draws the dialog afresh.
    public func redraw(since previous: CartDialog, into frame: inout Frame) -> Bool {
        guard showsTheSameList(as: previous), cart == previous.cart else { return false }
        let layout = Self.layout(in: frame.bounds)
        let theme = frame.theme
        let list = layout.list
        // As `Panel` records it.
        frame.addHitRegion(.dialog, in: layout.panel)
        frame.buffer.fill(layout.search, style: theme.dialog)
        drawSearch(in: layout.search, into: &frame)
        let first = firstRow(rows: list.rows)
        let previousFirst = previous.firstRow(rows: list.rows)
        let changed = frame.scrollRows(
            in: list, by: first - previousFirst, highlightFrom: previous.selected - previousFirst, to: selected - first)
        let shown = 0..<min(list.rows, max(0, rowCount - first))
        for row in changed where shown.contains(row) {
            frame.buffer.fill(list.row(row), style: theme.dialog)
            drawRow(first + row, at: row, in: list, into: &frame)
        }
        frame.buffer.fill(layout.status, style: theme.dialog)
        drawStatus(in: layout.status, into: &frame)
        return true
    }

    /// Whether this dialog lists what `previous` listed: the same matches (one array, not an
    /// equal copy, so nothing is compared row by row) for the same query.
    private func showsTheSameList(as previous: CartDialog) -> Bool {
        guard query.text == previous.query.text, matchesQuery == previous.matchesQuery else { return false }
        switch (matches, previous.matches) {
        case (nil, nil): return true
        case (let mine?, let theirs?):
            return mine.count == theirs.count
                && mine.withUnsafeBufferPointer { $0.baseAddress } == theirs.withUnsafeBufferPointer { $0.baseAddress }
        default: return false
        }
    }
}
