extension FilePicker {
    /// Where each part goes: the whole screen; the folder on the first row, the filter on the
    /// second, the list, and the key hint on the last row when there is room.
    struct Layout {
        var panel: Rect
        var path: Rect
        var prompt: Rect
        var field: Rect
        var list: Rect
        var hint: Rect
    }

    var keyHints: [String] {
        switch mode {
        case .file:
            ["Enter open · ⌫ up · . hidden · Esc \(escapeAction)", "Enter open · ⌫ up · Esc", "Enter · Esc"]
        case .directory:
            ["Enter open · Ctrl-D choose this folder · Esc \(escapeAction)", "Ctrl-D choose folder · Esc", "^D choose"]
        }
    }

    func layout(in bounds: Rect) -> Layout {
        let content = Panel.content(of: bounds)
        let second = content.row(1)
        let promptColumns = second.columns >= 10 ? 2 : 0
        let hintRows = content.rows >= 6 ? 1 : 0
        return Layout(
            panel: bounds,
            path: content.row(0),
            prompt: second.inset(right: second.columns - promptColumns),
            field: second.inset(left: promptColumns),
            list: Rect(
                x: content.x, y: content.y + 2, columns: content.columns, rows: max(0, content.rows - 2 - hintRows)),
            hint: content.row(content.rows - 1).inset(right: hintRows > 0 ? 0 : content.columns))
    }

    /// What the list says below its rows: that the folder is being read, cannot be read, is
    /// empty, or that nothing matches.
    var message: String? {
        guard let listed, isListed else { return "Reading…" }
        switch listed.entries {
        case .failure(let error): return "Cannot read this folder: " + error.reason
        case .success:
            guard !rows.contains(where: { $0 != .parent }) else { return nil }
            return query.text.isEmpty ? "Empty folder" : "No matches"
        }
    }

    public func render(into frame: inout Frame) {
        guard !frame.bounds.isEmpty else { return }
        let layout = layout(in: frame.bounds)
        let theme = frame.theme
        frame.render(Panel(title: title.isEmpty ? nil : title), in: layout.panel)
        guard !layout.path.isEmpty else { return }
        let shownPath = Self.truncatedFromLeft(
            TextLayout.displayable(Self.joined(path, "")), to: layout.path.columns)
        frame.buffer.write(shownPath, at: layout.path.origin, style: theme.title, clip: layout.path)
        guard !layout.field.isEmpty else { return }
        frame.buffer.write(">", at: layout.prompt.origin, style: theme.title, clip: layout.prompt)
        frame.render(TextField(editor: query, placeholder: "Filter…", isFocused: true), in: layout.field)
        let top = ItemList.top(from: self.top, showing: selected, rows: layout.list.rows, count: rows.count)
        let shown = rows.dropFirst(top).prefix(layout.list.rows)
        let list = ItemList(
            rows: shown.map {
                ItemList.Row(title: StyledText(Self.title(of: $0)), detail: Self.detail(of: $0).map { StyledText($0) })
            },
            selected: selected - top, titleWidth: titleWidth, detailWidth: detailWidth, firstIndex: top)
        frame.render(list, in: layout.list)
        if let message, shown.count < layout.list.rows {
            let lines = TextLayout.wrap(message, width: max(1, layout.list.columns - 2))
            let area = layout.list.inset(top: shown.count).inset(left: 1, right: 1)
            frame.render(Paragraph(lines: lines, style: theme.hint), in: area)
        }
        if !layout.hint.isEmpty,
            let hint = keyHints.first(where: { DisplayWidth.of($0) <= layout.hint.columns })
        {
            frame.render(Paragraph(lines: [hint], style: theme.hint, alignment: .center), in: layout.hint)
        }
    }
}
