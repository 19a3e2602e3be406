/// Lines of text in an area too small for them, scrolled by a `TextScroll`: the one piece that
/// the pager and the messages of alerts, confirmations and menus draw their text with.
///
/// The lines are kept as given. Only the lines in view are made safe to draw
/// (`TextLayout.displayable`: tabs expanded, control characters shown) and wrapped
/// (`TextLayout.wrap`), on every render and every move, so a text of a million lines costs
/// what one screen of it costs. Without wrapping, each line takes one row and the view
/// scrolls sideways by `TextScroll.column`.
///
/// ```swift
/// var text = ScrollingText(lines: lines)
/// text.scroll = text.scrolled(.down(viewport.rows), in: viewport)  // PgDn
/// frame.render(text, in: area)
/// ```
public struct ScrollingText: Widget {
    /// The lines, without line breaks (all of them read, when they come from a `LineStore`).
    public var lines: [String] {
        get { source.array }
        set { source = TextLines(newValue) }
    }
    /// The lines, in memory or read as they are shown: what the arithmetic below walks.
    package var source: TextLines
    /// The lines with their attributes, when they have some (`init(styledLines:…)`): line `i`
    /// is drawn as `styledLines[i]`, whose plain text `lines[i]` is, for the scroll arithmetic.
    public var styledLines: [StyledText]?
    /// Where the view is; kept in range when drawn.
    public var scroll: TextScroll
    /// Whether long lines wrap (at spaces where possible), or run on to the right.
    public var wraps: Bool
    /// Whether each line's number is shown on its left.
    public var showsLineNumbers: Bool
    /// A search whose matches are drawn highlighted.
    public var highlight: TextSearch?
    /// The text's style; `nil` for the theme's dialog style.
    public var style: Style?
    /// The columns from the last tab stop to where the lines start (`TextLayout.displayable`);
    /// 0: tab stops at columns 8, 16….
    public var tabOffset = 0
    /// The columns between tab stops (`TextLayout.displayable`).
    public var tabWidth = 8

    /// A view of `lines` from `scroll`.
    ///
    /// - Parameters:
    ///   - lines: the text's lines, as given: neither wrapped nor cleaned.
    ///   - scroll: the view; the top by default.
    ///   - wraps: whether long lines wrap (the default) or scroll sideways.
    ///   - showsLineNumbers: whether line numbers are shown.
    ///   - highlight: a search whose matches are highlighted.
    ///   - style: the text's style; `nil` for the theme's.
    public init(
        lines: [String], scroll: TextScroll = .top, wraps: Bool = true, showsLineNumbers: Bool = false,
        highlight: TextSearch? = nil, style: Style? = nil
    ) {
        source = TextLines(lines)
        self.scroll = scroll
        self.wraps = wraps
        self.showsLineNumbers = showsLineNumbers
        self.highlight = highlight
        self.style = style
    }

    /// A view of styled lines from `scroll` (see `init(lines:…)`), drawn with their attributes.
    public init(
        styledLines: [StyledText], scroll: TextScroll = .top, wraps: Bool = true, showsLineNumbers: Bool = false,
        highlight: TextSearch? = nil, style: Style? = nil
    ) {
        self.init(
            lines: styledLines.map(\.plain), scroll: scroll, wraps: wraps, showsLineNumbers: showsLineNumbers,
            highlight: highlight, style: style)
        self.styledLines = styledLines
    }

    /// The styled rows of line `index`, as `rows(ofLine:in:)` breaks its plain text; `nil`
    /// when the line has no attributes.
    func styledRows(ofLine index: Int, in viewport: Size) -> [StyledText]? {
        guard let styledLines, styledLines.indices.contains(index), styledLines[index].isStyled else { return nil }
        let text = styledLines[index].displayable
        guard wraps else { return [text] }
        let rows = text.wrapped(width: viewport.columns - gutterWidth(in: viewport.columns))
        return rows.isEmpty ? [StyledText("")] : rows
    }

    /// The columns the line numbers take in an area `width` wide: the widest number and a space,
    /// or nothing when they are off or would leave no room for text.
    public func gutterWidth(in width: Int) -> Int {
        guard showsLineNumbers else { return 0 }
        var gutter = 2  // a digit and a space
        var count = source.count
        while count >= 10 {
            count /= 10
            gutter += 1
        }
        return gutter < width ? gutter : 0
    }

    /// The rows line `index` takes in an area `viewport` in size: the line made safe to draw,
    /// then wrapped to the text's width (one row when not wrapping).
    public func rows(ofLine index: Int, in viewport: Size) -> [String] {
        let viewport = viewport.clampedAtEntry
        guard source.indices.contains(index) else { return [] }
        let text = TextLayout.displayable(source[index], tabWidth: tabWidth, tabOffset: tabOffset)
        guard wraps else { return [text] }
        let width = viewport.columns - gutterWidth(in: viewport.columns)
        let rows = TextLayout.wrap(text, width: width)
        return rows.isEmpty ? [""] : rows
    }

    /// The rows line `index` takes: one without wrapping, or for a line of printable ASCII that
    /// fits (answered from its bytes, the common case), else as many as `rows(ofLine:in:)` gives.
    private func rowCount(ofLine index: Int, in viewport: Size) -> Int {
        guard wraps, source.indices.contains(index) else { return 1 }
        let width = viewport.columns - gutterWidth(in: viewport.columns)
        if TextLayout.fitsAsIs(source[index], width: width) { return 1 }
        return max(1, rows(ofLine: index, in: viewport).count)
    }

    /// Whether fewer than `viewport.rows` rows are left from `scroll` to the end of the text,
    /// so that a view from there would not fill the area: counted forward from `scroll`, a
    /// screenful of source at most, however long the text.
    private func endsWithinView(from scroll: TextScroll, in viewport: Size) -> Bool {
        let wanted = max(1, viewport.rows)
        var rows = rowCount(ofLine: scroll.line, in: viewport) - scroll.row
        var line = scroll.line
        while rows < wanted, line + 1 < source.count {
            line += 1
            rows += rowCount(ofLine: line, in: viewport)
        }
        return rows < wanted
    }

    /// Whether more than `viewport.rows` rows are left from `scroll` to the end of the text.
    private func runsPastView(from scroll: TextScroll, in viewport: Size) -> Bool {
        let wanted = max(1, viewport.rows)
        var rows = rowCount(ofLine: scroll.line, in: viewport) - scroll.row
        var line = scroll.line
        while rows <= wanted, line + 1 < source.count {
            line += 1
            rows += rowCount(ofLine: line, in: viewport)
        }
        return rows > wanted
    }

    /// The view that shows the last rows of the text, filling `viewport` if it can.
    public func bottom(in viewport: Size) -> TextScroll {
        let viewport = viewport.clampedAtEntry
        guard !source.isEmpty else { return TextScroll(column: scroll.column) }
        var line = source.count - 1
        var rowsLeft = max(1, viewport.rows) - rowCount(ofLine: line, in: viewport)
        while rowsLeft > 0, line > 0 {
            line -= 1
            rowsLeft -= rowCount(ofLine: line, in: viewport)
        }
        return TextScroll(line: line, row: max(0, -rowsLeft), column: scroll.column)
    }

    /// `scroll` kept in range for `viewport`: on a line of the text, on a row of that line,
    /// and no further down than `bottom(in:)`; the column is 0 when source wrap.
    public func clamped(_ scroll: TextScroll, in viewport: Size) -> TextScroll {
        let viewport = viewport.clampedAtEntry
        guard !source.isEmpty else { return .top }
        var result = scroll
        result.line = min(max(0, scroll.line), source.count - 1)
        result.row = min(max(0, scroll.row), rowCount(ofLine: result.line, in: viewport) - 1)
        result.column = wraps ? 0 : max(0, scroll.column)
        // Below the bottom view exactly when what is left does not fill the area; looking
        // forward first keeps a move in a long text from walking back from its end.
        if endsWithinView(from: result, in: viewport) {
            let bottom = bottom(in: viewport)
            if bottom.isAbove(result) {
                result.line = bottom.line
                result.row = bottom.row
            }
        }
        return result
    }

    /// The view after `move`, kept in range for `viewport`.
    ///
    /// Moving up or down reads only the source it passes; moving right stops where the widest
    /// line in view ends.
    public func scrolled(_ move: TextScroll.Move, in viewport: Size) -> TextScroll {
        let viewport = viewport.clampedAtEntry
        var next = clamped(scroll, in: viewport)
        switch move {
        case .top: next = TextScroll(column: next.column)
        case .bottom: next = bottom(in: viewport)
        case .up(let count):
            next.row -= count.clamped(to: 0...Int.entryLimit)
            while next.row < 0, next.line > 0 {
                next.line -= 1
                next.row += rowCount(ofLine: next.line, in: viewport)
            }
            next.row = max(0, next.row)
        case .down(let count):
            // Past the bottom view is clamped back to it below, so a move costs the rows it
            // passes, not a walk back from the end of the text.
            next.row += count.clamped(to: 0...Int.entryLimit)
            while next.line + 1 < source.count, next.row >= rowCount(ofLine: next.line, in: viewport) {
                next.row -= rowCount(ofLine: next.line, in: viewport)
                next.line += 1
            }
        case .left(let count): next.column = max(0, next.column - count.clamped(to: 0...Int.entryLimit))
        case .right(let count):
            guard !wraps else { break }
            let width = viewport.columns - gutterWidth(in: viewport.columns)
            let widest =
                visibleLines(in: viewport).map { DisplayWidth.of(rows(ofLine: $0, in: viewport)[0]) }
                .max() ?? 0
            next.column = max(next.column, min(next.column + count.clamped(to: 0...Int.entryLimit), widest - width))
        }
        return clamped(next, in: viewport)
    }

    /// The source with a row in view (none for an empty text).
    public func visibleLines(in viewport: Size) -> Range<Int> {
        let viewport = viewport.clampedAtEntry
        let scroll = clamped(self.scroll, in: viewport)
        guard !source.isEmpty else { return 0..<0 }
        var line = scroll.line
        var rowsLeft = max(1, viewport.rows) - (rowCount(ofLine: line, in: viewport) - scroll.row)
        while rowsLeft > 0, line + 1 < source.count {
            line += 1
            rowsLeft -= rowCount(ofLine: line, in: viewport)
        }
        return scroll.line..<(line + 1)
    }

    /// Whether rows are out of view above the area.
    public func hasMoreAbove(in viewport: Size) -> Bool {
        let viewport = viewport.clampedAtEntry
        let scroll = clamped(self.scroll, in: viewport)
        return scroll.line > 0 || scroll.row > 0
    }

    /// Whether rows are out of view below the area.
    public func hasMoreBelow(in viewport: Size) -> Bool {
        let viewport = viewport.clampedAtEntry
        guard !source.isEmpty else { return false }
        return runsPastView(from: clamped(scroll, in: viewport), in: viewport)
    }

    public func render(in area: Rect, into frame: inout Frame) {
        guard !area.isEmpty, !source.isEmpty else { return }
        let style = self.style ?? frame.theme.dialog
        let numberStyle = frame.theme.hint
        let matchStyle = frame.theme.focused
        let viewport = area.size
        let scroll = clamped(self.scroll, in: viewport)
        let gutter = gutterWidth(in: area.columns)
        let text = area.inset(left: gutter)
        var y = area.y
        var line = scroll.line
        var firstRow = scroll.row
        while y < area.maxY, line < source.count {
            let rows = rows(ofLine: line, in: viewport)
            let styledRows = styledRows(ofLine: line, in: viewport)
            for (index, row) in rows.enumerated().dropFirst(firstRow) where y < area.maxY {
                if gutter > 0, index == 0 {
                    let number = String(line + 1)
                    let x = area.x + gutter - 1 - number.utf8.count
                    frame.buffer.write(number, at: Point(x: x, y: y), style: numberStyle, clip: area)
                }
                let x = text.x - scroll.column
                if let styledRows, styledRows.indices.contains(index) {
                    frame.write(styledRows[index], at: Point(x: x, y: y), style: style, clip: text)
                } else {
                    frame.buffer.write(row, at: Point(x: x, y: y), style: style, clip: text)
                }
                for match in highlight?.ranges(in: row) ?? [] {
                    let start = x + DisplayWidth.of(row[..<match.lowerBound])
                    frame.buffer.write(row[match], at: Point(x: start, y: y), style: matchStyle, clip: text)
                }
                y += 1
            }
            firstRow = 0
            line += 1
        }
    }
}
