extension Form {
    public func render(into frame: inout Frame) {
        let layout = FormLayout(self, in: frame.bounds)
        frame.render(Panel(title: title), in: layout.panel)
        let theme = frame.theme
        let top = layout.scroll(scroll, showing: focusedField)
        let viewport = layout.viewport

        func place(_ row: Int) -> Int? {
            let y = row - top
            return y >= 0 && y < viewport.rows ? viewport.y + y : nil
        }

        for (row, line) in layout.headerLines.enumerated() {
            guard let y = place(row) else { continue }
            frame.buffer.write(line, at: Point(x: viewport.x, y: y), style: theme.dialog, clip: viewport)
        }
        for index in fields.indices {
            let rows = layout.fields[index]
            let field = fields[index]
            let isFocused = focus == .field(index)
            if let y = place(rows.label) {
                let style = isFocused ? theme.title : theme.dialog
                let label = TextLayout.truncate(field.label, to: layout.stacked ? viewport.columns : layout.labelWidth)
                frame.buffer.write(label, at: Point(x: viewport.x, y: y), style: style, clip: viewport)
            }
            let visible = (rows.input..<rows.input + rows.rows).compactMap(place)
            if let first = visible.first {
                let area = Rect(x: layout.inputX, y: first, columns: layout.inputWidth, rows: visible.count)
                field.render(value, in: area, isFocused: isFocused, into: &frame)
            }
            if let messageRow = rows.message, let y = place(messageRow), let message = message(for: index) {
                let style = message.isError ? theme.error : theme.hint
                let text = TextLayout.truncate(message.text, to: layout.inputWidth)
                frame.buffer.write(text, at: Point(x: layout.inputX, y: y), style: style, clip: viewport)
            }
        }
        drawScrollMarkers(top: top, layout: layout, into: &frame)
        if let row = layout.formErrorRow, let formError {
            frame.buffer.write(
                TextLayout.truncate(formError, to: layout.content.columns), at: Point(x: layout.content.x, y: row),
                style: theme.error, clip: layout.content)
        }
        let focusedButton = buttons.firstIndex { focus == .button($0) }
        frame.render(ButtonBar(buttons: buttons.map(\.button), focused: focusedButton), in: layout.buttonsArea)
        if let row = layout.hintRow {
            let hints = TextLayout.truncate(keyHints.joined(separator: "  "), to: layout.content.columns)
            frame.buffer.write(hints, at: Point(x: layout.content.x, y: row), style: theme.hint, clip: layout.content)
        }
        if let index = focusedField {
            let rows = layout.fields[index]
            if let y = place(rows.input) {
                let anchor = Rect(x: layout.inputX, y: y, columns: layout.inputWidth, rows: rows.rows)
                fields[index].renderOverlay(value, anchor: anchor, into: &frame)
            }
        }
    }

    var focusedField: Int? {
        if case .field(let index) = focus { return index }
        return nil
    }

    private func drawScrollMarkers(top: Int, layout: FormLayout, into frame: inout Frame) {
        let viewport = layout.viewport
        guard layout.scrollHeight > viewport.rows, viewport.rows > 0 else { return }
        let style = frame.theme.hint
        if top > 0 {
            frame.buffer.write("▲", at: Point(x: viewport.maxX - 1, y: viewport.y), style: style)
        }
        if top + viewport.rows < layout.scrollHeight {
            frame.buffer.write("▼", at: Point(x: viewport.maxX - 1, y: viewport.maxY - 1), style: style)
        }
    }

    /// The keys that work now: the focused field's own, then the form's.
    var keyHints: [String] {
        var hints: [String] = []
        if let index = focusedField { hints += fields[index].hints }
        hints.append("Tab next")
        if submitPending {
            hints.append("checking…")
        } else if case .field(let index) = focus, index != fields.indices.last(where: { fields[$0].isFocusable }) {
            hints.append("Enter next")
        } else {
            hints.append("Enter submit")
        }
        hints.append("Esc cancel")
        return hints
    }
}
