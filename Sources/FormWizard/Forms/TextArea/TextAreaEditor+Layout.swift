extension TextAreaEditor {
    /// The rows the text takes in `width` columns: ranges of clusters, without the `"\n"`
    /// that ends a line (see `TextAreaLayout`). Those of `layout` when it has this width;
    /// otherwise the whole text is laid out.
    func rows(width: Int) -> [Range<Int>] {
        if let layout, layout.width == max(1, width) { return layout.rows }
        return TextAreaLayout(content, width: width).rows
    }

    /// The row and column of `index` among `rows`. A position where a row wraps is the start
    /// of the next row.
    func position(of index: Int, in rows: [Range<Int>]) -> (row: Int, column: Int) {
        var low = 0
        var high = rows.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if rows[middle].lowerBound <= index { low = middle } else { high = middle - 1 }
        }
        let start = rows[low].lowerBound
        let column = DisplayWidth.of(self[start..<min(max(start, index), rows[low].upperBound)])
        return (low, column)
    }

    /// The index in `row` nearest to `column` at or left of it; never past a row's wrap point.
    func index(row: Int, column: Int, in rows: [Range<Int>]) -> Int {
        let range = rows[row]
        let wraps = row + 1 < rows.count && rows[row + 1].lowerBound == range.upperBound
        let last = wraps ? max(range.lowerBound, range.upperBound - 1) : range.upperBound
        var used = 0
        var index = range.lowerBound
        while index < last {
            let columns = DisplayWidth.of(content[index])
            if used + columns > column { break }
            used += columns
            index += 1
        }
        return index
    }

    /// Puts the cursor on the character at `column` of row `row` of the `rowCount` rows shown
    /// (the rows from `visibleTop`, `width` columns wide): a click. Either half of a wide
    /// character is that character; right of a row's end is its end, below the last row the
    /// end of the text.
    mutating func moveCursor(toRow row: Int, column: Int, width: Int, rows rowCount: Int) {
        let rows = rows(width: width)
        let shownTop = visibleTop(in: rows, rows: rowCount)
        let target = shownTop + max(0, row)
        moveCursor(to: rows.indices.contains(target) ? index(row: target, column: max(0, column), in: rows) : count)
        goalColumn = nil
        top = shownTop
    }

    /// Moves `top` as little as possible so that the cursor's row is among `rowCount` rows shown.
    mutating func scrollToCursor(width: Int, rows rowCount: Int) {
        top = visibleTop(in: rows(width: width), rows: rowCount)
    }

    /// The first row to show so the cursor is in view, starting from `top`, given the text's
    /// `rows`; also pulls rows back in when the text got shorter.
    func visibleTop(in rows: [Range<Int>], rows rowCount: Int) -> Int {
        guard rowCount > 0 else { return 0 }
        let row = position(of: cursor, in: rows).row
        var top = min(self.top, max(0, rows.count - rowCount))
        if row < top { top = row }
        if row >= top + rowCount { top = row - rowCount + 1 }
        return max(0, top)
    }
}
