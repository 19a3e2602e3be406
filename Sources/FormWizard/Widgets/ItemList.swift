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
    /// detail column stays put while the list scrolls. Like the other widths and `firstIndex`,
    /// it is clamped to 0...`Int32.max`.
    public var titleWidth: Int {
        didSet { titleWidth = Self.clamped(titleWidth) }
    }
    /// The columns kept for the details.
    public var detailWidth: Int {
        didSet { detailWidth = Self.clamped(detailWidth) }
    }
    /// The columns kept for the marks (0 for a list without marks); a space follows them.
    public var markWidth: Int {
        didSet { markWidth = Self.clamped(markWidth) }
    }
    /// The index in the whole list of the first row shown: each row records its hit region
    /// as `HitTarget.row(firstIndex + its place)`, so a click names the item it lands on.
    public var firstIndex: Int {
        didSet { firstIndex = Self.clamped(firstIndex) }
    }

    /// A list of `rows`, the one at `selected` highlighted, with columns of the widths given;
    /// the first row is item `firstIndex` of the whole list.
    public init(
        rows: [Row], selected: Int?, titleWidth: Int, detailWidth: Int, markWidth: Int = 0, firstIndex: Int = 0
    ) {
        self.firstIndex = Self.clamped(firstIndex)
        self.rows = rows
        self.selected = selected
        self.titleWidth = Self.clamped(titleWidth)
        self.detailWidth = Self.clamped(detailWidth)
        self.markWidth = Self.clamped(markWidth)
    }

    /// A width or an index a caller gives, in 0...`Int32.max`.
    private static func clamped(_ number: Int) -> Int {
        number.clamped(to: 0...Int.entryLimit)
    }

    /// The columns a list with these widest title, detail and mark would like: a space either
    /// side, one after the mark, and two between title and detail.
    public static func width(titleWidth: Int, detailWidth: Int, markWidth: Int = 0) -> Int {
        let (titleWidth, detailWidth, markWidth) = (clamped(titleWidth), clamped(detailWidth), clamped(markWidth))
        return 2 + (markWidth > 0 ? markWidth + 1 : 0) + titleWidth + (detailWidth > 0 ? 2 + detailWidth : 0)
    }

    public func render(in area: Rect, into frame: inout Frame) {
        guard let columns = Columns(self, in: area) else { return }
        let count = min(rows.count, area.rows)
        frame.hitRegions.reserveCapacity(frame.hitRegions.count + count)
        for index in 0..<count {
            let row = rows[index]
            let line = Rect(x: area.x, y: area.y + index, columns: area.columns, rows: 1)  // `area.row(index)`
            let style = beginRow(index, in: line, into: &frame)
            if let mark = row.mark, markWidth > 0 {
                frame.buffer.write(
                    TextLayout.truncate(mark, to: markWidth), at: Point(x: line.x + 1, y: line.y), style: style,
                    clip: line)
            }
            if row.highlighted.isEmpty, let plain = row.title.plainRun {
                drawTitle(plain, width: nil, in: line, style: style, columns: columns, into: &frame)
            } else {
                drawTitle(
                    row.title, highlighted: row.highlighted, in: line, style: style, columns: columns, into: &frame)
            }
            if let detail = row.detail {
                drawDetail(detail, in: line, style: style, columns: columns, into: &frame)
            }
        }
    }

    /// Records row `index`'s hit region (unless told not to) and fills it when it is the
    /// selected one.
    /// - Returns: the style the row is drawn in.
    func beginRow(_ index: Int, in line: Rect, recordsHit: Bool = true, into frame: inout Frame) -> Style {
        if recordsHit { frame.addHitRegion(.row(firstIndex + index), in: line) }
        guard index == selected else { return frame.theme.dialog }
        frame.buffer.fill(line, style: frame.theme.focused)
        return frame.theme.focused
    }

    /// Draws a title of one plain run (no attributes, no highlights), `width` columns wide when
    /// known: as the styled path draws `StyledText(text)`, without making one.
    func drawTitle(
        _ text: String, width: Int?, in line: Rect, style: Style, columns: Columns, into frame: inout Frame
    ) {
        guard !text.isEmpty else { return }
        let column = columns.title
        let origin = Point(x: line.x + columns.titleOffset, y: line.y)
        if width ?? DisplayWidth.of(text) <= column {
            frame.buffer.write(text, at: origin, style: style, clip: line)
        } else {
            frame.buffer.write(TextLayout.truncate(text, to: column), at: origin, style: style, clip: line)
        }
    }

    /// Draws a styled title, its characters at `highlighted` highlighted.
    private func drawTitle(
        _ text: StyledText, highlighted: [Int], in line: Rect, style: Style, columns: Columns, into frame: inout Frame
    ) {
        let origin = Point(x: line.x + columns.titleOffset, y: line.y)
        let title = text.truncated(to: columns.title)
        frame.write(title, at: origin, style: style, clip: line)
        guard !highlighted.isEmpty else { return }
        let shown = title.plain
        let kept = shown == text.plain ? shown.count : shown.count - 1  // the rest is cut: `…`
        Self.highlight(
            highlighted, of: shown, kept: kept, at: origin, style: style.adding(frame.theme.hotkey.attributes),
            clip: line, into: &frame)
    }

    /// Draws a row's detail in its column, dimmed.
    func drawDetail(_ detail: StyledText, in line: Rect, style: Style, columns: Columns, into frame: inout Frame) {
        guard columns.detail > 0 else { return }
        let detailStyle = style.adding(frame.theme.hint.attributes)
        let x = line.x + columns.titleOffset + columns.title + 2
        frame.write(detail.truncated(to: columns.detail), at: Point(x: x, y: line.y), style: detailStyle, clip: line)
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
        let (selected, rows, count) = (clamped(selected), clamped(rows), clamped(count))
        guard rows > 0 else { return selected }
        var top = clamped(top)
        if selected < top { top = selected }
        if selected >= top + rows { top = selected - rows + 1 }
        return max(0, min(top, count - rows))
    }
}
