/// Rows of a list, one per line: an optional mark (`[x]`, `(•)`), a title, and a dimmed detail
/// in a column of its own; the selected row is drawn across the whole width in the focused
/// style.
///
/// It holds only the rows it shows, so a list of any length draws in the time of one screen.
public struct ItemList: Widget {
    /// One row.
    public struct Row: Hashable, Sendable {
        /// The row's title; its attributes drawn over the row's style (see `StyledText`).
        public var title: StyledText
        /// A hint beside the title, dimmed; its attributes drawn over that (see `StyledText`).
        public var detail: StyledText?
        /// A mark before the title, such as `[x]` or `( )`; as wide as the list's `markWidth`.
        public var mark: String?
        /// The indices of the title's characters (grapheme clusters) to highlight, such as those
        /// a filter matched, ascending.
        public var highlighted: [Int]

        /// A row showing `mark`, `title` (its characters at `highlighted` underlined) and
        /// `detail`.
        public init(title: StyledText, detail: StyledText? = nil, mark: String? = nil, highlighted: [Int] = []) {
            self.title = title
            self.detail = detail
            self.mark = mark
            self.highlighted = highlighted
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
    /// The columns kept for the marks (0 for a list without marks); a space follows them.
    public var markWidth: Int
    /// The index in the whole list of the first row shown: each row records its hit region
    /// as `HitTarget.row(firstIndex + its place)`, so a click names the item it lands on.
    public var firstIndex: Int

    /// A list of `rows`, the one at `selected` highlighted, with columns of the widths given;
    /// the first row is item `firstIndex` of the whole list.
    public init(
        rows: [Row], selected: Int?, titleWidth: Int, detailWidth: Int, markWidth: Int = 0, firstIndex: Int = 0
    ) {
        self.firstIndex = firstIndex
        self.rows = rows
        self.selected = selected
        self.titleWidth = titleWidth
        self.detailWidth = detailWidth
        self.markWidth = markWidth
    }

    /// The columns a list with these widest title, detail and mark would like: a space either
    /// side, one after the mark, and two between title and detail.
    public static func width(titleWidth: Int, detailWidth: Int, markWidth: Int = 0) -> Int {
        2 + (markWidth > 0 ? markWidth + 1 : 0) + titleWidth + (detailWidth > 0 ? 2 + detailWidth : 0)
    }

    public func render(in area: Rect, into frame: inout Frame) {
        let theme = frame.theme
        let markColumns = markWidth > 0 ? markWidth + 1 : 0
        let inner = area.columns - 2 - markColumns
        guard inner > 0 else { return }
        // The title column gives way to the detail column down to half the row.
        let titleColumn = detailWidth > 0 ? min(titleWidth, max(inner / 2, inner - 2 - detailWidth)) : inner
        let room = inner - titleColumn - 2
        let detailColumn = room >= 4 ? room : 0
        for (index, row) in rows.prefix(area.rows).enumerated() {
            let line = area.row(index)
            frame.addHitRegion(.row(firstIndex + index), in: line)
            let isSelected = index == selected
            let style = isSelected ? theme.focused : theme.dialog
            if isSelected { frame.buffer.fill(line, style: style) }
            if let mark = row.mark, markWidth > 0 {
                frame.buffer.write(
                    TextLayout.truncate(mark, to: markWidth), at: Point(x: line.x + 1, y: line.y), style: style,
                    clip: line)
            }
            let titleX = line.x + 1 + markColumns
            let title = row.title.truncated(to: detailColumn > 0 ? titleColumn : inner)
            frame.write(title, at: Point(x: titleX, y: line.y), style: style, clip: line)
            if !row.highlighted.isEmpty {
                let shown = title.plain
                let kept = shown == row.title.plain ? shown.count : shown.count - 1  // the rest is cut: `…`
                Self.highlight(
                    row.highlighted, of: shown, kept: kept, at: Point(x: titleX, y: line.y),
                    style: style.adding(theme.hotkey.attributes), clip: line, into: &frame)
            }
            if let detail = row.detail, detailColumn > 0 {
                let detailStyle = style.adding(theme.hint.attributes)
                let x = titleX + titleColumn + 2
                frame.write(
                    detail.truncated(to: detailColumn), at: Point(x: x, y: line.y), style: detailStyle, clip: line)
            }
        }
    }

    /// Draws again, in `style`, the characters of `title` (as drawn at `origin`) at `positions`,
    /// among its first `kept` (those of the row's title that truncation kept).
    private static func highlight(
        _ positions: [Int], of title: String, kept: Int, at origin: Point, style: Style, clip: Rect,
        into frame: inout Frame
    ) {
        var wanted = positions.makeIterator()
        var next = wanted.next()
        var x = origin.x
        for (index, character) in title.enumerated() {
            guard let position = next, index < kept else { return }
            let width = DisplayWidth.of(character)
            if index == position {
                frame.buffer.write(String(character), at: Point(x: x, y: origin.y), style: style, clip: clip)
                next = wanted.next()
            }
            x += width
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
