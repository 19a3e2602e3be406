extension Tree {
    /// Where each part of the tree goes on a screen of a given size.
    struct Layout {
        var panel: Rect
        var list: Rect
        var hint: Rect
        var visibleRows: Int
        /// The first row in view.
        var top: Int
    }

    /// What the key hint says.
    var keyHint: String {
        "→← open/close · Enter choose · Esc \(escapeAction)"
    }

    /// Lays the tree out in `bounds`: as wide as the widest row with every folder open and as
    /// tall as all its rows (so that the panel keeps its size while folders open), up to the
    /// screen; the key hint when there is room for two rows besides it.
    func layout(in bounds: Rect) -> Layout {
        // Room for the key hint and the position too, when the screen has it.
        let hintWidth = DisplayWidth.of(keyHint) + 2 + DisplayWidth.of("\(fullCount)/\(fullCount)")
        let width = min(max(1, bounds.columns - 4), max(fullWidth + 2, DisplayWidth.of(title.plain) + 2, hintWidth))
        let available = max(0, bounds.rows - 2)
        let count = max(1, fullCount)
        let hintRows = available - 1 >= min(count, 2) ? 1 : 0
        let listRows = max(0, min(count, available - hintRows))
        let panel = Panel.area(for: Size(columns: width, rows: listRows + hintRows), in: bounds)
        let content = Panel.content(of: panel)
        return Layout(
            panel: panel, list: Rect(x: content.x, y: content.y, columns: content.columns, rows: listRows),
            hint: Rect(x: content.x, y: content.y + listRows, columns: content.columns, rows: hintRows),
            visibleRows: listRows,
            top: listCursor.firstRow(rows: listRows, count: lines.count))
    }

    public func render(into frame: inout Frame) {
        let layout = layout(in: frame.bounds)
        let theme = frame.theme
        frame.render(Panel(title: title), in: layout.panel)
        if lines.isEmpty, !layout.list.isEmpty {
            frame.render(Paragraph(lines: ["Nothing here"], style: theme.hint), in: layout.list.inset(left: 1))
        }
        let end = min(lines.count, layout.top + layout.visibleRows)
        for index in layout.top..<max(layout.top, end) {
            let row = layout.list.row(index - layout.top)
            let line = lines[index]
            let node = node(at: line.path)
            frame.addHitRegion(.row(index), in: row)
            let style = index == cursor ? theme.focused : theme.dialog
            if index == cursor { frame.buffer.fill(row, style: style) }
            var guide = ""
            for isLast in line.isLast.dropFirst().dropLast() { guide += isLast ? "   " : "│  " }
            if line.path.count > 1 { guide += line.isLast.last == true ? "└─ " : "├─ " }
            let x = frame.buffer.write(guide, at: Point(x: row.x + 1, y: row.y), style: theme.border, clip: row)
            let mark = node.isFolder ? (expanded.contains(line.path) ? "▾ " : "▸ ") : ""
            let text = TextLayout.truncate(mark + node.title, to: row.maxX - 1 - x)
            frame.buffer.write(text, at: Point(x: x, y: row.y), style: style, clip: row)
        }
        if !layout.hint.isEmpty {
            let position = lines.isEmpty ? "" : "\(cursor + 1)/\(lines.count)"
            let positionWidth = DisplayWidth.of(position)
            let hintWidth = layout.hint.columns - positionWidth - 2
            if hintWidth >= 8 {
                frame.buffer.write(
                    TextLayout.truncate(keyHint, to: hintWidth), at: layout.hint.origin, style: theme.hint,
                    clip: layout.hint)
            }
            frame.buffer.write(
                TextLayout.truncate(position, to: layout.hint.columns),
                at: Point(x: layout.hint.maxX - min(positionWidth, layout.hint.columns), y: layout.hint.y),
                style: theme.hint, clip: layout.hint)
        }
    }
}
