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
    /// The entries in view, top to bottom.
    var rows: [ListEntry]
    /// The index in the whole list of `rows[0]`.
    var firstIndex: Int
    /// The current entry's index in the whole list.
    var current: Int
    /// How many entries the whole list has, and the rows it shows.
    var count: Int
    var listRows: Int
    /// The widest tag and text of the whole list.
    var tagWidth: Int
    var textWidth: Int
    /// The terminal's width: newt keeps a menu's entries 10 columns narrower.
    var screenColumns: Int

    /// Whether the list scrolls (and so shows a scroll bar).
    var scrolls: Bool { count > listRows }

    func render(in area: Rect, into frame: inout Frame) {
        guard area.columns > 0, area.rows > 0 else { return }
        let (x, entryWidth, barX) = placement(in: area)
        for (offset, row) in rows.prefix(area.rows).enumerated() {
            let index = firstIndex + offset
            let y = area.y + offset
            let line = Rect(x: x, y: y, columns: max(0, min(entryWidth, area.maxX - x)), rows: 1)
            frame.addHitRegion(.row(index), in: line)
            let style = index == current ? frame.theme.focused : frame.theme.dialog
            frame.buffer.fill(line, style: style)
            _ = frame.buffer.write(entry(row), at: line.origin, style: style, clip: line)
        }
        guard scrolls, barX < area.maxX, listRows >= 2 else { return }
        let rows = min(listRows, area.rows)
        let thumb = rows >= 3 ? (current * (rows - 3)) / max(1, count - 1) + 1 : -1
        for offset in 0..<rows {
            let glyph = offset == 0 ? "↑" : offset == rows - 1 ? "↓" : offset == thumb ? "▮" : "▒"
            _ = frame.buffer.write(glyph, at: Point(x: barX, y: area.y + offset), style: frame.theme.dialog, clip: area)
        }
    }

    /// Where the entries start, how wide each is drawn, and the scroll bar's column.
    private func placement(in area: Rect) -> (x: Int, width: Int, barX: Int) {
        switch kind {
        case .menu:
            // As whiptail 0.52.23 places them (measured beside it): an empty text column still
            // counts one column, and entries without text are as wide as the line.
            let lineWidth = max(0, min(tagWidth + max(textWidth, 1) + (scrolls ? 2 : 0), screenColumns - 10))
            let x = area.x + max(0, (area.columns - lineWidth) / 2)
            let width = textWidth > 0 ? tagWidth + 1 + textWidth : lineWidth
            return (x, width, x + width + 2)
        case .checklist:
            let width = 4 + tagWidth + 2 + textWidth
            return (area.x + 2, width, area.maxX - 4)
        }
    }

    /// An entry's text as newt lays it out.
    private func entry(_ row: ListEntry) -> String {
        let tag = row.tag + String(repeating: " ", count: max(0, tagWidth - DisplayWidth.of(row.tag)))
        switch kind {
        case .menu: return textWidth > 0 ? tag + " " + row.text.plain : row.tag
        case .checklist: return (row.mark ?? "[ ]") + " " + tag + "  " + row.text.plain
        }
    }
}
