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
        switch look {
        case .standard:
            let statusRows = content.rows >= 2 ? 1 : 0
            let text = content.inset(bottom: statusRows)
            return Layout(panel: bounds, text: text, status: content.row(content.rows - statusRows))
        case .dialog, .whiptail:
            // whiptail's text stands between two blank rows; dialog's fills the frame. The
            // prompt and a notice take the last row of the text while they are up.
            let margin = look == .whiptail && content.rows >= 3 ? 1 : 0
            let text = content.inset(top: margin, bottom: margin)
            let status =
                (prompt != nil || notice != nil) && text.rows > 0
                ? text.row(text.rows - 1) : Rect(x: text.x, y: text.y, columns: 0, rows: 0)
            return Layout(panel: bounds, text: text, status: status)
        }
    }

    /// Where the view is: `lines 1–20/2000 1%`, shorter when that does not fit in `width`.
    func position(in viewport: Size, width: Int) -> String {
        guard !source.isEmpty else { return isReading ? "reading…" : "empty" }
        let text = self.text
        let shown = text.visibleLines(in: viewport)
        let percent = text.hasMoreBelow(in: viewport) ? shown.upperBound * 100 / source.count : 100
        let range = shown.count > 1 ? "\(shown.lowerBound + 1)–\(shown.upperBound)" : "\(shown.lowerBound + 1)"
        let count = "\(source.count)\(isReading ? "+" : "")"
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
        if look == .dialog { renderScrollState(layout, into: &frame) }
        let status = layout.status
        if look != .standard, !status.isEmpty { frame.buffer.fill(status, style: theme.dialog) }
        guard !status.isEmpty else { return }
        if let prompt {
            frame.buffer.write("/", at: status.origin, style: theme.dialog, clip: status)
            frame.render(TextField(editor: prompt, isFocused: true), in: status.inset(left: 1))
            return
        }
        if look != .standard, let notice {
            frame.buffer.write(
                TextLayout.truncate(notice.text, to: status.columns), at: status.origin,
                style: notice.isError ? theme.error : theme.hint, clip: status)
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

    /// dialog's marks on the frame: `↑(-)` on the top edge while text is above the view,
    /// `↓(+)` on the bottom edge while bytes of the text are below it, and how far into the
    /// text the view reaches, in bytes, as dialog counts it in the file.
    ///
    /// dialog finds the top of a view that reaches the end of the file by counting line breaks
    /// back from the end, one more than the view has rows; the last line has none, so there it
    /// shows `↑(-)` only from the third line on.
    private func renderScrollState(_ layout: Layout, into frame: inout Frame) {
        let panel = layout.panel
        guard panel.rows >= 2, panel.columns > 10, !source.isEmpty else { return }
        let text = self.text
        let shown = text.visibleLines(in: layout.text.size)
        let total = byteCount
        let reached = shown.upperBound > 0 ? byteEnd(ofLine: min(shown.upperBound, source.count) - 1) : 0
        let below = reached < total
        let above = shown.lowerBound > (shown.upperBound >= source.count ? 1 : 0)
        guard above || below else { return }
        let border = frame.theme.border
        let edge = panel.inset(left: 1, right: 1)
        if above { frame.buffer.write("↑(-)", at: Point(x: panel.x + 5, y: panel.y), style: border, clip: edge) }
        let bottom = panel.maxY - 1
        if below { frame.buffer.write("↓(+)", at: Point(x: panel.x + 5, y: bottom), style: border, clip: edge) }
        // In doubles: a product of two byte counts may pass `Int.max`.
        let percent = below && total > 0 ? min(100, Int(Double(reached) * 100 / Double(total))) : 100
        frame.buffer.write("\(percent)%", at: Point(x: panel.maxX - 9, y: bottom), style: border, clip: edge)
    }
}
