/// Rows of a list, one per line: a title, and a dimmed detail in a column of its own; the
/// selected row is drawn across the whole width in the focused style.
///
/// It holds only the rows it shows, so a list of any length draws in the time of one screen.
public struct ItemList: Widget {
    /// One row.
    public struct Row: Hashable, Sendable {
        /// The row's title.
        public var title: String
        /// A hint beside the title, dimmed.
        public var detail: String?

        /// A row showing `title` and `detail`.
        public init(title: String, detail: String? = nil) {
            self.title = title
            self.detail = detail
        }
    }

    /// The rows in view, top to bottom.
    public var rows: [Row]
    /// The index in `rows` of the selected row, if it is among them.
    public var selected: Int?
    /// The widest title and detail of the whole list (not only the rows shown), so that the
    /// detail column stays put while the list scrolls.
    public var titleWidth: Int
    /// The columns kept for the details.
    public var detailWidth: Int

    /// A list of `rows`, the one at `selected` highlighted, with columns of the widths given.
    public init(rows: [Row], selected: Int?, titleWidth: Int, detailWidth: Int) {
        self.rows = rows
        self.selected = selected
        self.titleWidth = titleWidth
        self.detailWidth = detailWidth
    }

    /// The columns a list with these widest title and detail would like: a space either side,
    /// and two between title and detail.
    public static func width(titleWidth: Int, detailWidth: Int) -> Int {
        2 + titleWidth + (detailWidth > 0 ? 2 + detailWidth : 0)
    }

    public func render(in area: Rect, into frame: inout Frame) {
        let theme = frame.theme
        let inner = area.columns - 2
        guard inner > 0 else { return }
        // The title column gives way to the detail column down to half the row.
        let titleColumn = detailWidth > 0 ? min(titleWidth, max(inner / 2, inner - 2 - detailWidth)) : inner
        let room = inner - titleColumn - 2
        let detailColumn = room >= 4 ? room : 0
        for (index, row) in rows.prefix(area.rows).enumerated() {
            let line = area.row(index)
            let isSelected = index == selected
            let style = isSelected ? theme.focused : theme.dialog
            if isSelected { frame.buffer.fill(line, style: style) }
            let title = TextLayout.truncate(row.title, to: detailColumn > 0 ? titleColumn : inner)
            frame.buffer.write(title, at: Point(x: line.x + 1, y: line.y), style: style, clip: line)
            if let detail = row.detail, detailColumn > 0 {
                let detailStyle = style.adding(theme.hint.attributes)
                let x = line.x + 1 + titleColumn + 2
                frame.buffer.write(
                    TextLayout.truncate(detail, to: detailColumn), at: Point(x: x, y: line.y), style: detailStyle,
                    clip: line)
            }
        }
    }

    /// The first row to show so that `selected` is in view, moving the view from `top` as
    /// little as possible, for a list of `count` rows showing `rows` at a time.
    public static func top(from top: Int, showing selected: Int, rows: Int, count: Int) -> Int {
        guard rows > 0 else { return selected }
        var top = top
        if selected < top { top = selected }
        if selected >= top + rows { top = selected - rows + 1 }
        return max(0, min(top, count - rows))
    }
}
