extension ChoiceList {
    /// `[x]`/`[ ]` for many, `(•)`/`( )` for one.
    func markText(_ isMarked: Bool) -> String {
        switch kind {
        case .many: isMarked ? "[x]" : "[ ]"
        case .one: isMarked ? "(•)" : "( )"
        }
    }

    /// The key hints, longest first.
    var keyHints: [String] {
        let space =
            switch kind {
            case .many: "Space toggle"
            case .one: "Space choose"
            }
        if isFiltering { return ["\(space) · Enter end filter · Esc clear", "\(space) · Enter end filter"] }
        let escape = filter.isEmpty ? "Esc \(escapeAction)" : "Esc clear filter"
        return ["\(space) · / filter · Enter done · \(escape)", "\(space) · / filter · Enter done"]
    }

    /// What the row under the list says, longest first: the count chosen ("2 of 5 chosen")
    /// for many, and why Enter or Space was refused ("Choose at least 2").
    var statusTexts: [String] {
        let count: [String] =
            switch kind {
            case .many: ["\(markedCount) of \(items.count) chosen", "\(markedCount)/\(items.count)"]
            case .one: []
            }
        guard let notice else { return count.isEmpty ? [""] : count }
        return count.prefix(1).map { "\(notice.texts[0]) · \($0)" } + notice.texts
    }

    /// Whether the list has a row under it: a checklist always (the count), a radio list
    /// while it says why Enter was refused.
    var hasStatus: Bool {
        guard look == .standard else { return false }
        switch kind {
        case .many: return true
        case .one: return notice != nil
        }
    }

    /// Whether the filter row shows: while filtering, and while a filter is applied.
    var showsFilter: Bool { look == .standard && (isFiltering || !filter.isEmpty) }

    func layout(in bounds: Rect) -> ListLayout {
        let counted = "\(items.count) of \(items.count) chosen"
        return ListLayout(
            in: bounds, title: title, message: message, keyHints: keyHints, count: items.count,
            contentWidth: max(
                ItemList.width(titleWidth: titleWidth, detailWidth: detailWidth, markWidth: 3),
                DisplayWidth.of(counted) + 2, 24),
            headerRows: showsFilter ? 1 : 0, statusRows: hasStatus ? 1 : 0, look: look, listRows: listHeight)
    }

    func render(into frame: inout Frame) {
        let layout = layout(in: frame.bounds)
        let theme = frame.theme
        frame.render(Panel(title: title), in: layout.panel)
        frame.render(Paragraph(styledLines: layout.message), in: layout.messageArea)
        guard look == .standard else { return renderAsProgram(layout, into: &frame) }
        if showsFilter {
            let header = layout.header.inset(left: 1)
            let x = frame.buffer.write("/ ", at: header.origin, style: theme.hint, clip: header)
            let field = Rect(x: x, y: header.y, columns: header.maxX - 1 - x, rows: header.rows)
            frame.render(
                TextField(editor: filter, isFocused: isFiltering),
                in: field.intersection(Panel.content(of: layout.panel)).intersection(frame.bounds))
        }

        let top = cursor.firstRow(rows: layout.visibleRows, count: shown.count)
        let inView = top..<min(shown.count, top + layout.visibleRows)
        if shown.isEmpty {
            frame.render(Paragraph(lines: ["No matches"], style: theme.hint), in: layout.list.inset(left: 1))
        }
        let rows = inView.map { row in
            let item = items[shown[row]]
            return ItemList.Row(
                title: StyledText(item.title), detail: item.detail, mark: markText(marked[shown[row]]),
                highlighted: matches.isEmpty ? [] : matches[row])
        }
        let selected = cursor.selected
        frame.render(
            ItemList(
                rows: rows, selected: inView.contains(selected) ? selected - top : nil, titleWidth: titleWidth,
                detailWidth: detailWidth, markWidth: 3, firstIndex: top),
            in: layout.list)
        layout.renderMarkers(hiddenAbove: inView.lowerBound, hiddenBelow: shown.count - inView.upperBound, into: &frame)
        let statusWidth = layout.status.columns - 2
        let texts = statusTexts
        let status = texts.first { DisplayWidth.of($0) <= statusWidth } ?? texts[texts.count - 1]
        frame.render(
            Paragraph(
                lines: [TextLayout.truncate(status, to: statusWidth)], style: notice == nil ? theme.hint : theme.error),
            in: layout.status.inset(left: 1))
        frame.render(Paragraph(lines: [layout.keyHint], style: theme.hint, alignment: .center), in: layout.hint)
    }
}

extension ChoiceList {
    /// `[*]`/`[ ]` for many, `(*)`/`( )` for one, as newt and dialog draw them.
    func asteriskMark(_ isMarked: Bool) -> String {
        switch kind {
        case .many: isMarked ? "[*]" : "[ ]"
        case .one: isMarked ? "(*)" : "( )"
        }
    }

    /// The list as dialog or whiptail draws its `--checklist` and `--radiolist` (`ListWindow`).
    private func renderAsProgram(_ layout: ListLayout, into frame: inout Frame) {
        let top = cursor.firstRow(rows: layout.visibleRows, count: shown.count)
        let inView = top..<min(shown.count, top + layout.visibleRows)
        let window = ListWindow(
            rows: inView.map { row in
                let item = items[shown[row]]
                return ListEntry(tag: item.title, text: item.detail ?? "", mark: asteriskMark(marked[shown[row]]))
            },
            firstIndex: top, current: cursor.selected, count: shown.count, tagWidth: titleWidth,
            textWidth: detailWidth)
        window.render(as: look, kind: .checklist, listRows: layout.list.rows, in: layout.list, into: &frame)
    }
}
