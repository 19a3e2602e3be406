/// A list as newt (whiptail) draws it, for the drop-in's whiptail (`ListLayout.Look.whiptail`).
///
/// A menu's entries (the tag padded one past the widest tag, then the text) stand as a block
/// centred in the frame, the current one highlighted across the block; a checklist's
/// (`[*] tag  text`) start two columns in. When the list has more items than rows, newt's
/// scroll bar stands beside them: `↑`, `▒` with a `▮` thumb at the current item, `↓`.
struct NewtList: Widget {
    /// Which of whiptail's lists.
    enum Kind: Hashable, Sendable {
        /// `--menu`: a listbox.
        case menu
        /// `--checklist` and `--radiolist`: check boxes in a scrolled form.
        case checklist
    }

    var kind: Kind
    /// The entries in view and where they stand.
    var window: ListWindow
    /// The rows the list shows (whiptail's list height).
    var listRows: Int
    /// The terminal's width: newt keeps a menu's entries 10 columns narrower.
    var screenColumns: Int

    /// Whether the list scrolls (and so shows a scroll bar).
    var scrolls: Bool { window.count > listRows }

    func render(in area: Rect, into frame: inout Frame) {
        guard area.columns > 0, area.rows > 0 else { return }
        let (x, entryWidth, barX) = placement(in: area)
        for (offset, row) in window.rows.prefix(area.rows).enumerated() {
            let index = window.firstIndex + offset
            let y = area.y + offset
            let line = Rect(x: x, y: y, columns: max(0, min(entryWidth, area.maxX - x)), rows: 1)
            frame.addHitRegion(.row(index), in: line)
            let style = index == window.current ? frame.theme.focused : frame.theme.dialog
            frame.buffer.fill(line, style: style)
            _ = frame.buffer.write(entry(row), at: line.origin, style: style, clip: line)
        }
        guard scrolls, barX < area.maxX, listRows >= 2 else { return }
        let barRows = min(listRows, area.rows)
        let thumb = barRows >= 3 ? (window.current * (barRows - 3)) / max(1, window.count - 1) + 1 : -1
        for offset in 0..<barRows {
            let glyph = offset == 0 ? "↑" : offset == barRows - 1 ? "↓" : offset == thumb ? "▮" : "▒"
            _ = frame.buffer.write(glyph, at: Point(x: barX, y: area.y + offset), style: frame.theme.dialog, clip: area)
        }
    }

    /// Where the entries start, how wide each is drawn, and the scroll bar's column.
    private func placement(in area: Rect) -> (x: Int, width: Int, barX: Int) {
        switch kind {
        case .menu:
            // As whiptail 0.52.23 places them (measured beside it): an empty text column still
            // counts one column, and entries without text are as wide as the line.
            let lineWidth = max(
                0, min(window.tagWidth + max(window.textWidth, 1) + (scrolls ? 2 : 0), screenColumns - 10))
            let x = area.x + max(0, (area.columns - lineWidth) / 2)
            let width = window.textWidth > 0 ? window.tagWidth + 1 + window.textWidth : lineWidth
            return (x, width, x + width + 2)
        case .checklist:
            let width = 4 + window.tagWidth + 2 + window.textWidth
            return (area.x + 2, width, area.maxX - 4)
        }
    }

    /// An entry's text as newt lays it out.
    private func entry(_ row: ListEntry) -> String {
        let tag = row.tag + String(repeating: " ", count: max(0, window.tagWidth - DisplayWidth.of(row.tag)))
        switch kind {
        case .menu: return window.textWidth > 0 ? tag + " " + row.text.plain : row.tag
        case .checklist: return (row.mark ?? "[ ]") + " " + tag + "  " + row.text.plain
        }
    }
}
