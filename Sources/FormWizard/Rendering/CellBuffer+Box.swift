extension CellBuffer {
    /// Draws a single-line frame around `rect` with an optional title in its top edge
    /// (`┌ Title ───┐`); the title is cut to fit.
    public mutating func drawBox(_ rect: Rect, style: Style, title: String? = nil, titleStyle: Style? = nil) {
        guard rect.columns >= 2, rect.rows >= 2 else {
            fill(rect, style: style)
            return
        }
        let clip = rect
        // Line characters are put one by one, not written as strings: walking a string of them
        // would look grapheme-break properties up for each (Unicode tables, at startup).
        func edge(y: Int, _ left: Unicode.Scalar, _ right: Unicode.Scalar) {
            putNarrow(left, count: 1, at: Point(x: rect.x, y: y), style: style, clip: clip)
            putNarrow("─", count: rect.columns - 2, at: Point(x: rect.x + 1, y: y), style: style, clip: clip)
            putNarrow(right, count: 1, at: Point(x: rect.maxX - 1, y: y), style: style, clip: clip)
        }
        edge(y: rect.y, "┌", "┐")
        edge(y: rect.maxY - 1, "└", "┘")
        putNarrowColumn("│", x: rect.x, rows: (rect.y + 1)..<(rect.maxY - 1), style: style, clip: clip)
        putNarrowColumn("│", x: rect.maxX - 1, rows: (rect.y + 1)..<(rect.maxY - 1), style: style, clip: clip)
        if let title, !title.isEmpty, rect.columns >= 5 {
            let room = rect.columns - 4
            let shown = TextLayout.truncate(title, to: room)
            let titleClip = Rect(x: rect.x + 1, y: rect.y, columns: rect.columns - 2, rows: 1)
            write(" ", at: Point(x: rect.x + 1, y: rect.y), style: style, clip: titleClip)
            let end = write(shown, at: Point(x: rect.x + 2, y: rect.y), style: titleStyle ?? style, clip: titleClip)
            write(" ", at: Point(x: end, y: rect.y), style: style, clip: titleClip)
        }
    }
}
