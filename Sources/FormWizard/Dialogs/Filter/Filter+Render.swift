extension Filter {
    /// Where each part of the filter goes: the whole screen, the query on the first row with
    /// the count at its right, the list, and the key hint on the last row when there is room.
    struct Layout {
        var panel: Rect
        var prompt: Rect
        var field: Rect
        var count: Rect
        var countText: String
        var list: Rect
        var hint: Rect
    }

    var keyHints: [String] {
        choosesMany
            ? ["Tab mark · ↑↓ move · Enter choose · Esc \(escapeAction)", "Tab mark · Enter · Esc"]
            : ["↑↓ move · Enter choose · Esc \(escapeAction)", "Enter choose · Esc \(escapeAction)"]
    }

    /// What the count says: matches over lines, and before them how many are marked when
    /// there is room for both in `columns`.
    func countText(columns: Int) -> String {
        let matches = result.query == wanted ? "\(result.count)" : "…"
        let count = "\(matches)/\(index.count)"
        guard choosesMany, !marked.isEmpty else { return count }
        let both = "\(marked.count) marked · \(count)"
        return DisplayWidth.of(both) + 1 + 8 <= columns ? both : count
    }

    func layout(in bounds: Rect) -> Layout {
        let content = Panel.content(of: bounds)
        let first = content.row(0)
        let promptColumns = first.columns >= 10 ? 2 : 0
        let count = countText(columns: first.columns - promptColumns)
        let countColumns = DisplayWidth.of(count)
        let showsCount = first.columns - promptColumns - countColumns - 1 >= 4
        let hintRows = content.rows >= 6 ? 1 : 0
        let listRows = max(0, content.rows - 1 - hintRows)
        return Layout(
            panel: bounds,
            prompt: first.inset(right: first.columns - promptColumns),
            field: first.inset(left: promptColumns, right: showsCount ? countColumns + 1 : 0),
            count: showsCount ? first.inset(left: first.columns - countColumns) : first.inset(left: first.columns),
            countText: count,
            list: Rect(x: content.x, y: content.y + 1, columns: content.columns, rows: listRows),
            hint: content.row(content.rows - 1).inset(right: hintRows > 0 ? 0 : content.columns))
    }

    public func render(into frame: inout Frame) {
        guard !frame.bounds.isEmpty else { return }
        let layout = layout(in: frame.bounds)
        let theme = frame.theme
        frame.render(Panel(title: title.isEmpty ? nil : title), in: layout.panel)
        guard !layout.field.isEmpty else { return }
        frame.buffer.write(">", at: layout.prompt.origin, style: theme.title, clip: layout.prompt)
        frame.render(TextField(editor: query, placeholder: placeholder, isFocused: true), in: layout.field)
        frame.buffer.write(layout.countText, at: layout.count.origin, style: theme.hint, clip: layout.count)
        let top = ItemList.top(from: self.top, showing: selected, rows: layout.list.rows, count: rowCount)
        for offset in 0..<layout.list.rows where top + offset < rowCount {
            renderRow(top + offset, in: layout.list.row(offset), into: &frame)
        }
        if rowCount == 0, result.query == wanted, layout.list.rows > 0 {
            frame.render(Paragraph(lines: ["No matches"], style: theme.hint), in: layout.list.row(0).inset(left: 1))
        }
        if !layout.hint.isEmpty,
            let hint = keyHints.first(where: { DisplayWidth.of($0) <= layout.hint.columns })
        {
            frame.render(Paragraph(lines: [hint], style: theme.hint, alignment: .center), in: layout.hint)
        }
    }

    /// One line of the list: its mark, its text with the matched characters highlighted.
    private func renderRow(_ row: Int, in area: Rect, into frame: inout Frame) {
        let theme = frame.theme
        let item = result.line(atRow: row)
        frame.addHitRegion(.row(row), in: area)
        let isSelected = row == selected
        let style = isSelected ? theme.focused : theme.dialog
        let highlight = isSelected ? theme.focused.adding(theme.match.attributes) : theme.match
        if isSelected { frame.buffer.fill(area, style: style) }
        var x = area.x + 1
        if choosesMany {
            x = frame.buffer.write(
                marked.contains(item) ? "[x] " : "[ ] ", at: Point(x: x, y: area.y), style: style, clip: area)
        }
        let text = texts[item]
        let shown = TextLayout.truncate(text, to: area.maxX - 1 - x)
        guard !shown.isEmpty else { return }
        let kept = shown.count - (shown == text ? 0 : 1)
        let positions = result.query.match(text)?.positions ?? []
        var next = 0
        var run = ""
        var runIsMatch = false
        for (position, character) in shown.enumerated() {
            while next < positions.count, positions[next] < position { next += 1 }
            let isMatch = position < kept && next < positions.count && positions[next] == position
            if isMatch != runIsMatch, !run.isEmpty {
                x = frame.buffer.write(
                    run, at: Point(x: x, y: area.y), style: runIsMatch ? highlight : style, clip: area)
                run = ""
            }
            runIsMatch = isMatch
            run.append(character)
        }
        frame.buffer.write(run, at: Point(x: x, y: area.y), style: runIsMatch ? highlight : style, clip: area)
    }
}
