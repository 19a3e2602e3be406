extension Table {
    /// What the key hint says.
    func keyHint(canScroll: Bool) -> String {
        if isFiltering { return "Enter done · Esc clear" }
        var keys = selection == .multiple ? ["Space mark", "Enter choose"] : ["Enter choose"]
        keys += ["/ filter", "s sort"]
        if canScroll { keys.append("←→ columns") }
        keys.append("Esc \(escapeAction)")
        return keys.joined(separator: " · ")
    }

    public func render(into frame: inout Frame) {
        let layout = layout(in: frame.bounds)
        let theme = frame.theme
        frame.render(Panel(title: title), in: layout.panel)
        let cellsX = layout.header.x + layout.markWidth
        let canScrollLeft = scrolledColumns > 0 && layout.columns.count > (freezesFirstColumn ? 1 : 0)

        // The header, with ‹ › in the margins when columns are scrolled out.
        for placed in layout.columns {
            var header = columns[placed.column].title
            var mark = ""
            if let sort, sort.column == placed.column { mark = sort.ascending ? " ▲" : " ▼" }
            header = TextLayout.truncate(header, to: max(0, placed.width - DisplayWidth.of(mark))) + mark
            draw(header, in: placed, x: cellsX, y: layout.header.y, style: theme.title, into: &frame)
        }
        if !layout.header.isEmpty {
            let y = layout.header.y
            if canScrollLeft { frame.buffer.write("‹", at: Point(x: layout.header.x - 1, y: y), style: theme.hint) }
            if layout.canScrollRight {
                frame.buffer.write("›", at: Point(x: layout.header.maxX, y: y), style: theme.hint)
            }
        }

        let top = layout.top
        let end = min(shown.count, top + layout.visibleRows)
        if shown.isEmpty, !layout.list.isEmpty {
            let empty = rows.isEmpty ? "No rows" : "No rows match"
            frame.render(Paragraph(lines: [empty], style: theme.hint), in: layout.list.inset(left: layout.markWidth))
        }
        for position in top..<max(top, end) {
            let line = layout.list.row(position - top)
            let index = shown[position]
            frame.addHitRegion(.row(position), in: line)
            let style = position == cursor ? theme.focused : theme.dialog
            if position == cursor { frame.buffer.fill(line, style: style) }
            if selection == .multiple {
                let mark = marked.contains(index) ? "[x]" : "[ ]"
                frame.buffer.write(mark, at: line.origin, style: style, clip: line)
            }
            let highlights = matchedCharacters(of: index)
            for placed in layout.columns {
                let text = cells[index][placed.column]
                draw(
                    text, in: placed, x: cellsX, y: line.y, style: style,
                    highlighted: highlights[placed.column] ?? [], highlightStyle: style.adding(theme.hotkey.attributes),
                    into: &frame)
            }
        }

        if !layout.filterRow.isEmpty {
            frame.buffer.write("/", at: layout.filterRow.origin, style: theme.dialog, clip: layout.filterRow)
            frame.render(
                TextField(editor: filter, placeholder: "type to filter", isFocused: isFiltering), in: layout.filterField
            )
        }
        if !layout.hint.isEmpty {
            var position = shown.isEmpty ? "0/0" : "\(cursor + 1)/\(shown.count)"
            if selection == .multiple { position = "\(marked.count) marked · " + position }
            let positionWidth = DisplayWidth.of(position)
            let hintWidth = layout.hint.columns - positionWidth - 2
            if hintWidth >= 8 {
                let hint = TextLayout.truncate(
                    keyHint(canScroll: canScrollLeft || layout.canScrollRight), to: hintWidth)
                frame.buffer.write(hint, at: layout.hint.origin, style: theme.hint, clip: layout.hint)
            }
            let x = layout.hint.maxX - min(positionWidth, layout.hint.columns)
            frame.buffer.write(
                TextLayout.truncate(position, to: layout.hint.columns), at: Point(x: x, y: layout.hint.y),
                style: theme.hint, clip: layout.hint)
        }
    }

    /// Draws `text` in a placed column, cut to its width and aligned as the column says; the
    /// characters at `highlighted` (indices into `text`) in `highlightStyle`.
    private func draw(
        _ text: String, in placed: PlacedColumn, x: Int, y: Int, style: Style, highlighted: [Int] = [],
        highlightStyle: Style = .plain, into frame: inout Frame
    ) {
        let cut = TextLayout.truncate(text, to: placed.width)
        let alignment = columns[placed.column].alignment ?? (isNumeric[placed.column] ? .trailing : .leading)
        let offset = alignment == .trailing ? placed.width - DisplayWidth.of(cut) : 0
        let clip = Rect(x: x + placed.x, y: y, columns: placed.width, rows: 1)
        let start = Point(x: x + placed.x + offset, y: y)
        frame.buffer.write(cut, at: start, style: style, clip: clip)
        guard !highlighted.isEmpty else { return }
        // The characters kept whole (a cut text ends in `…`, which is not the text's).
        let keptCount = cut.count == text.count ? cut.count : cut.count - 1
        var column = start.x
        for (index, character) in cut.prefix(keptCount).enumerated() {
            if highlighted.contains(index) {
                frame.buffer.write(String(character), at: Point(x: column, y: y), style: highlightStyle, clip: clip)
            }
            column += DisplayWidth.of(character)
        }
    }

    /// Where the filter matched the row at `index`, by column: the indices of the characters
    /// in that column's text.
    private func matchedCharacters(of index: Int) -> [Int: [Int]] {
        guard let positions = matches[index], !positions.isEmpty else { return [:] }
        var result: [Int: [Int]] = [:]
        var start = 0
        var column = 0
        var next = positions.startIndex
        for text in cells[index] {
            let end = start + text.count
            while next < positions.endIndex, positions[next] < end {
                if positions[next] >= start { result[column, default: []].append(positions[next] - start) }
                next += 1
            }
            start = end + 1  // the space joining the texts
            column += 1
        }
        return result
    }
}
