extension InputMenu {
    /// Where each part goes on a screen of a given size.
    struct Layout {
        var panel: Rect
        var message: [StyledText]
        var messageArea: Rect
        var list: Rect
        var hint: Rect
    }

    /// What the hint row says, longest first: the first that fits is shown.
    var keyHints: [String] { renaming == nil ? menuHints : Self.renameHints }

    var menuHints: [String] {
        ["↑↓ move · F2/r rename · Enter choose · Esc \(escapeAction)", "F2/r rename · Enter choose", "Enter choose"]
    }

    static var renameHints: [String] {
        ["Enter keep the new label · Esc put the old one back", "Enter keep · Esc undo", "Enter keep"]
    }

    /// Lays the menu out in `bounds`; on short screens a row of entries stays, then the
    /// hint, then the message, then the other entries.
    func layout(in bounds: Rect) -> Layout {
        let maxContent = max(1, Panel.contentWidth(in: bounds, upTo: 72))
        let lines = message.isEmpty ? [] : message.wrapped(width: maxContent)
        let titleWidth = labels.map { DisplayWidth.of(drawsLabel($0).plain) }.max() ?? 0
        let width = min(
            maxContent,
            max(
                ItemList.width(titleWidth: max(titleWidth, 20), detailWidth: detailWidth),
                DisplayWidth.of(title.plain) + 2,
                lines.map { DisplayWidth.of($0.plain) }.max() ?? 0, DisplayWidth.of(menuHints[0]),
                DisplayWidth.of(Self.renameHints[0])))
        let (panel, rows) = RowLayout([
            .init(lines.count, priority: 3), .init(lines.isEmpty ? 0 : 1, priority: 1), .init(1, priority: 5),
            .init(items.count - 1, priority: 2), .init(1, priority: 4),
        ]).panel(width: width, in: bounds)
        return Layout(
            panel: panel, message: Paragraph.fitting(lines, rows: rows[0].rows, width: rows[0].columns),
            messageArea: rows[0],
            list: Rect(origin: rows[2].origin, size: Size(columns: rows[2].columns, rows: rows[2].rows + rows[3].rows)),
            hint: rows[4])
    }

    public func render(into frame: inout Frame) {
        let layout = layout(in: frame.bounds)
        let theme = frame.theme
        frame.render(Panel(title: title), in: layout.panel)
        frame.render(Paragraph(styledLines: layout.message), in: layout.messageArea)
        let list = layout.list
        let top = ItemList.top(from: self.top, showing: selected, rows: list.rows, count: items.count)
        let shown = top..<min(items.count, top + list.rows)
        let drawn = labels.map(drawsLabel)
        let titleWidth = drawn.map { DisplayWidth.of($0.plain) }.max() ?? 0
        frame.render(
            ItemList(
                rows: shown.map { ItemList.Row(title: drawn[$0], detail: items[$0].detail) },
                selected: selected - top, titleWidth: titleWidth, detailWidth: detailWidth, firstIndex: top),
            in: list)
        let marks = Rect(x: list.maxX - 1, y: list.y, columns: 1, rows: list.rows)
        if top > 0 { frame.buffer.write("▲", at: marks.origin, style: theme.hint, clip: marks) }
        if shown.upperBound < items.count {
            frame.buffer.write("▼", at: Point(x: marks.x, y: marks.maxY - 1), style: theme.hint, clip: marks)
        }
        if let renaming, shown.contains(selected) {
            let row = list.row(selected - top).inset(left: 1, right: 1)
            frame.buffer.fill(list.row(selected - top), style: theme.dialog)
            frame.render(TextField(editor: renaming, isFocused: true), in: row)
        }
        if let notice {
            frame.render(Paragraph(lines: [notice], style: theme.error), in: layout.hint)
        } else if let hint = keyHints.first(where: { DisplayWidth.of($0) <= layout.hint.columns }) {
            frame.render(Paragraph(lines: [hint], style: theme.hint, alignment: .center), in: layout.hint)
        }
    }
}
