/// A list as dialog 1.3 draws its `--menu`, `--checklist` and `--radiolist`, for the drop-in
/// (`ListLayout.Look.dialog`): in a frame of its own, the entries a block centred in it (a
/// menu's `tag  text`, a checklist's `[*] tag  text`), each tag's first letter in the hotkey
/// style and the current entry's tag and text highlighted. While entries are hidden, the frame
/// says so as dialog does: `↑(-)` and `↓(+)` five columns into the block, and how far down the
/// view reaches (`83%`) near its right end.
struct DialogList: Widget {
    /// The entries in view and where they stand.
    var window: ListWindow
    /// Whether the entries have marks (a checklist or radio list).
    var hasMarks: Bool

    /// Draws the frame in `area` and the entries inside it.
    func render(in area: Rect, into frame: inout Frame) {
        guard area.columns >= 3, area.rows >= 2 else { return }
        let theme = frame.theme
        drawFrame(in: area, into: &frame)
        let inside = area.inset(horizontal: 1, vertical: 1)
        let markWidth = hasMarks ? 4 : 0
        let gap = window.textWidth > 0 ? 2 : 0
        let blockWidth = markWidth + window.tagWidth + gap + window.textWidth
        let blockX = max(0, (inside.columns - blockWidth) / 2)
        let x = inside.x + blockX
        for (offset, row) in window.rows.prefix(inside.rows).enumerated() {
            let index = window.firstIndex + offset
            let y = inside.y + offset
            frame.addHitRegion(.row(index), in: Rect(x: inside.x, y: y, columns: inside.columns, rows: 1))
            let isCurrent = index == window.current
            let style = isCurrent ? theme.focused : theme.dialog
            var column = x
            if let mark = row.mark {
                column = frame.buffer.write(mark + " ", at: Point(x: column, y: y), style: theme.dialog, clip: inside)
            }
            let tag = Substring(row.tag)
            if let first = tag.first, !isCurrent {
                column = frame.buffer.write(
                    String(first), at: Point(x: column, y: y), style: theme.hotkey, clip: inside)
                column = frame.buffer.write(tag.dropFirst(), at: Point(x: column, y: y), style: style, clip: inside)
            } else {
                column = frame.buffer.write(tag, at: Point(x: column, y: y), style: style, clip: inside)
            }
            guard !row.text.isEmpty else { continue }
            let textX = x + markWidth + window.tagWidth + gap
            _ = frame.write(row.text, at: Point(x: textX, y: y), style: style, clip: inside)
        }
        renderScrollState(in: area, arrowX: area.x + (hasMarks ? blockX : 0) + 5, into: &frame)
    }

    /// The list's frame: drawn as a panel's, but it is no panel (the dialog's own panel is
    /// the one `HitTarget.dialog` names).
    private func drawFrame(in area: Rect, into frame: inout Frame) {
        let style = frame.theme.border
        let line = String(repeating: "─", count: area.columns - 2)
        _ = frame.buffer.write("┌" + line + "┐", at: area.origin, style: style, clip: area)
        for y in (area.y + 1)..<(area.maxY - 1) {
            _ = frame.buffer.write("│", at: Point(x: area.x, y: y), style: style, clip: area)
            frame.buffer.fill(Rect(x: area.x + 1, y: y, columns: area.columns - 2, rows: 1), style: frame.theme.dialog)
            _ = frame.buffer.write("│", at: Point(x: area.maxX - 1, y: y), style: style, clip: area)
        }
        _ = frame.buffer.write("└" + line + "┘", at: Point(x: area.x, y: area.maxY - 1), style: style, clip: area)
    }

    /// `↑(-)` on the top border while entries are hidden above, `↓(+)` on the bottom one while
    /// some are below, and the share of the list the view reaches down to.
    private func renderScrollState(in area: Rect, arrowX: Int, into frame: inout Frame) {
        let shown = min(window.rows.count, max(0, area.rows - 2))
        let next = window.firstIndex + shown
        let above = window.firstIndex > 0
        let below = next < window.count
        guard above || below else { return }
        let border = frame.theme.border
        if above {
            _ = frame.buffer.write(
                "↑(-)", at: Point(x: arrowX, y: area.y), style: border, clip: area.inset(left: 1, right: 1))
        }
        if below {
            _ = frame.buffer.write(
                "↓(+)", at: Point(x: arrowX, y: area.maxY - 1), style: border, clip: area.inset(left: 1, right: 1))
        }
        let percent = window.count > 0 ? min(100, next * 100 / window.count) : 100
        _ = frame.buffer.write(
            "\(percent)%", at: Point(x: area.maxX - 1 - 8, y: area.maxY - 1), style: border,
            clip: area.inset(left: 1, right: 1))
    }
}
