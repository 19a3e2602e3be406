extension BuildList {
    /// Where each part goes on a screen of a given size.
    struct Layout {
        var panel: Rect
        var message: [StyledText]
        var messageArea: Rect
        /// Each pane: its header row and its rows of items.
        var headers: [Pane: Rect]
        var lists: [Pane: Rect]
        var hint: Rect
        /// The rows of items each pane shows.
        var listRows: Int
        var isSideBySide: Bool
    }

    /// The key hints, longest first: the first that fits is shown. The panes are Tab's, or
    /// `^` and `$` (dialog's keys) when Tab is the buttons'.
    var keyHints: [String] {
        let pane = tabMovesPanes ? "Tab pane" : "^ $ pane"
        return [
            "Space move · \(pane) · Ctrl-↑↓ order · Enter done · Esc \(escapeAction)",
            "Space move · \(pane) · Enter done", "Enter done",
        ]
    }

    /// Lays the list out in `bounds`: the panes side by side when there are 30 columns for
    /// them, else one above the other; on short screens the panes keep a row of items each,
    /// then the hint, then the message, then the rest of the panes' rows.
    func layout(in bounds: Rect) -> Layout {
        let maxContent = max(1, Panel.contentWidth(in: bounds, upTo: 76))
        let lines = message.isEmpty ? [] : message.wrapped(width: maxContent)
        let paneWidth = max(ItemList.width(titleWidth: titleWidth, detailWidth: detailWidth), 16)
        let isSideBySide = maxContent >= 30
        let hintWidth = DisplayWidth.of(keyHints[0])
        let width = min(
            maxContent,
            max(
                isSideBySide ? 2 * paneWidth + 1 : paneWidth, DisplayWidth.of(title.plain) + 2,
                lines.map { DisplayWidth.of($0.plain) }.max() ?? 0, hintWidth))
        let count = max(1, items.count)
        let paneMinimum = isSideBySide ? 2 : 4
        let paneNeeded = isSideBySide ? 1 + count : 2 * (1 + count)
        let (panel, rows) = RowLayout([
            .init(lines.count, priority: 3), .init(lines.isEmpty ? 0 : 1, priority: 1),
            .init(paneMinimum, priority: 6), .init(paneNeeded - paneMinimum, priority: 2), .init(1, priority: 4),
        ]).panel(width: width, in: bounds)
        // The panes take both their rows: the minimum and the rest.
        let panes = Rect(
            origin: rows[2].origin, size: Size(columns: rows[2].columns, rows: rows[2].rows + rows[3].rows))
        let panesY = panes.y
        let paneRows = panes.rows
        var headers: [Pane: Rect] = [:]
        var lists: [Pane: Rect] = [:]
        let listRows: Int
        if isSideBySide {
            let left = (panes.columns - 1) / 2
            listRows = max(0, paneRows - 1)
            for (pane, x, columns) in [
                (Pane.available, panes.x, left), (.chosen, panes.x + left + 1, panes.columns - left - 1),
            ] {
                headers[pane] = Rect(x: x, y: panesY, columns: columns, rows: min(1, paneRows))
                lists[pane] = Rect(x: x, y: panesY + 1, columns: columns, rows: listRows)
            }
        } else {
            let half = paneRows / 2
            listRows = max(0, half - 1)
            for (pane, y) in [(Pane.available, panesY), (.chosen, panesY + half)] {
                headers[pane] = Rect(x: panes.x, y: y, columns: panes.columns, rows: min(1, half))
                lists[pane] = Rect(x: panes.x, y: y + 1, columns: panes.columns, rows: listRows)
            }
        }
        return Layout(
            panel: panel, message: Paragraph.fitting(lines, rows: rows[0].rows, width: rows[0].columns),
            messageArea: rows[0], headers: headers, lists: lists, hint: rows[4], listRows: listRows,
            isSideBySide: isSideBySide)
    }

    public func render(into frame: inout Frame) {
        let layout = layout(in: frame.bounds)
        let theme = frame.theme
        frame.render(Panel(title: title), in: layout.panel)
        frame.render(Paragraph(styledLines: layout.message), in: layout.messageArea)
        for pane in [Pane.available, .chosen] {
            guard let header = layout.headers[pane], let list = layout.lists[pane] else { continue }
            let rows = rows(of: pane)
            let name = pane == .available ? "Available" : "Chosen"
            frame.render(
                Paragraph(lines: [" \(name) (\(rows.count))"], style: pane == self.pane ? theme.title : theme.hint),
                in: header)
            guard !rows.isEmpty else {
                frame.render(Paragraph(lines: ["  (none)"], style: theme.hint), in: list)
                continue
            }
            let selected = selectedRow(of: pane)
            let top = ItemList.top(from: top(of: pane), showing: selected, rows: layout.listRows, count: rows.count)
            let shown = top..<min(rows.count, top + layout.listRows)
            frame.render(
                ItemList(
                    rows: rows[shown].map {
                        ItemList.Row(title: StyledText(items[$0].title), detail: items[$0].detail)
                    },
                    selected: pane == self.pane ? selected - top : nil, titleWidth: titleWidth,
                    detailWidth: detailWidth, firstIndex: hitIndex(ofRow: top, in: pane)),
                in: list)
            let marks = Rect(x: list.maxX - 1, y: list.y, columns: 1, rows: list.rows)
            if top > 0 { frame.buffer.write("▲", at: marks.origin, style: theme.hint, clip: marks) }
            if shown.upperBound < rows.count {
                frame.buffer.write("▼", at: Point(x: marks.x, y: marks.maxY - 1), style: theme.hint, clip: marks)
            }
        }
        if let notice {
            frame.render(Paragraph(lines: [notice], style: theme.error), in: layout.hint)
        } else if let hint = keyHints.first(where: { DisplayWidth.of($0) <= layout.hint.columns }) {
            frame.render(Paragraph(lines: [hint], style: theme.hint, alignment: .center), in: layout.hint)
        }
    }
}
