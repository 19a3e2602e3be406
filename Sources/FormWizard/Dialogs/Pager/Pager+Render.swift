extension Pager {
    /// Where the pager's parts go: the whole screen, the text above one row for the keys, the
    /// prompt or a notice, and the position.
    struct Layout {
        var panel: Rect
        var text: Rect
        var status: Rect
    }

    /// The keys named in the bottom row.
    var keyHint: String { (closesWithQ ? "q quit  " : "") + "/ search  n/N next/prev  w wrap  # numbers" }

    func layout(in bounds: Rect) -> Layout {
        let content = Panel.content(of: bounds)
        let statusRows = content.rows >= 2 ? 1 : 0
        let text = content.inset(bottom: statusRows)
        return Layout(panel: bounds, text: text, status: content.row(content.rows - statusRows))
    }

    /// Where the view is: `lines 1–20/2000 1%`, shorter when that does not fit in `width`.
    func position(in viewport: Size, width: Int) -> String {
        guard !lines.isEmpty else { return isReading ? "reading…" : "empty" }
        let text = self.text
        let shown = text.visibleLines(in: viewport)
        let percent = text.hasMoreBelow(in: viewport) ? shown.upperBound * 100 / lines.count : 100
        let range = shown.count > 1 ? "\(shown.lowerBound + 1)–\(shown.upperBound)" : "\(shown.lowerBound + 1)"
        let count = "\(lines.count)\(isReading ? "+" : "")"
        for candidate in ["lines \(range)/\(count) \(percent)%", "\(range)/\(count) \(percent)%"] {
            if DisplayWidth.of(candidate) <= width { return candidate }
        }
        return "\(percent)%"
    }

    public func render(into frame: inout Frame) {
        let layout = layout(in: frame.bounds)
        let theme = frame.theme
        frame.render(Panel(title: title.isEmpty ? nil : title), in: layout.panel)
        frame.render(text, in: layout.text)
        let status = layout.status
        guard !status.isEmpty else { return }
        if let prompt {
            frame.buffer.write("/", at: status.origin, style: theme.dialog, clip: status)
            frame.render(TextField(editor: prompt, isFocused: true), in: status.inset(left: 1))
            return
        }
        let position = self.position(in: layout.text.size, width: status.columns)
        let positionWidth = DisplayWidth.of(position)
        frame.buffer.write(
            position, at: Point(x: status.maxX - positionWidth, y: status.y), style: theme.hint, clip: status)
        let room = status.columns - positionWidth - 2
        guard room >= 8 || (notice != nil && room > 0) else { return }
        let left = notice?.text ?? keyHint
        let style = notice.map { $0.isError ? theme.error : theme.hint } ?? theme.hint
        frame.buffer.write(TextLayout.truncate(left, to: room), at: status.origin, style: style, clip: status)
    }
}
