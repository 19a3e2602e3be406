/// Lines of text, one per row, cut to the area's width.
public struct Paragraph: Widget {
    /// Where each line goes: from the left, or centred.
    public enum Alignment: Sendable {
        /// Lines start at the area's left edge.
        case leading
        /// Lines are centred in the area.
        case center
    }

    /// The lines, already wrapped.
    public var lines: [String]
    /// Their style; `nil` for the theme's dialog style.
    public var style: Style?
    /// Where each line goes.
    public var alignment: Alignment

    /// Text already broken into lines (see `TextLayout.wrap`).
    public init(lines: [String], style: Style? = nil, alignment: Alignment = .leading) {
        self.lines = lines
        self.style = style
        self.alignment = alignment
    }

    public func render(in area: Rect, into frame: inout Frame) {
        let style = self.style ?? frame.theme.dialog
        for (row, line) in lines.prefix(area.rows).enumerated() {
            // Measured once: a line that fits (nearly all) is drawn as it is.
            let width = DisplayWidth.of(line)
            let text = width <= area.columns ? line : TextLayout.truncate(line, to: area.columns)
            let textWidth = width <= area.columns ? width : DisplayWidth.of(text)
            let x = alignment == .center ? area.x + (area.columns - textWidth) / 2 : area.x
            frame.buffer.write(text, at: Point(x: x, y: area.y + row), style: style, clip: area)
        }
    }

    /// `lines` cut to `rows`; when something was cut, the last line kept ends in `…` so that
    /// the reader knows there is more.
    public static func fitting(_ lines: [String], rows: Int, width: Int) -> [String] {
        guard lines.count > rows else { return lines }
        guard rows > 0 else { return [] }
        var kept = Array(lines.prefix(rows))
        kept[rows - 1] = TextLayout.truncate(kept[rows - 1] + " …", to: width)
        return kept
    }
}
