extension EditBox {
    /// Where each part goes on a screen of a given size.
    struct Layout {
        var panel: Rect
        /// The rows of text, right of the line numbers.
        var text: Rect
        /// The line numbers' column (empty without them).
        var gutter: Rect
        var status: Rect
        var bar: Rect

        /// The columns text wraps to: the last is kept for the cursor at the end of a full
        /// row and for the scroll marks, as in a text area.
        var textWidth: Int { max(1, text.columns - 1) }
    }

    /// Lays the editor out over `bounds`: the text takes every row the buttons and the status
    /// row leave; on the smallest screens one row of text stays, then the buttons, then the
    /// status.
    func layout(in bounds: Rect) -> Layout {
        let panel = bounds
        let content = Panel.content(of: panel)
        let barRows =
            showsButtons ? ButtonBar(buttons: Self.buttons, focused: nil).size(width: content.columns).rows : 0
        let areas = RowLayout([
            .init(1, priority: 5), .init(content.rows, priority: 0), .init(1, priority: 2),
            .init(barRows, priority: 3),
        ]).areas(in: content)
        var gutterColumns = 0
        if showsLineNumbers {
            gutterColumns = String(editor.lineCount).count + 1
            if content.columns - gutterColumns < 4 { gutterColumns = 0 }
        }
        let textRows = areas[0].rows + areas[1].rows
        return Layout(
            panel: panel,
            text: Rect(
                x: content.x + gutterColumns, y: content.y, columns: max(0, content.columns - gutterColumns),
                rows: textRows),
            gutter: Rect(x: content.x, y: content.y, columns: gutterColumns, rows: textRows),
            status: areas[2], bar: areas[3])
    }

    public func render(into frame: inout Frame) {
        let layout = layout(in: frame.bounds)
        let theme = frame.theme
        frame.render(Panel(title: title), in: layout.panel)
        let rows = editor.rows(width: layout.textWidth)
        let top = editor.visibleTop(in: rows, rows: layout.text.rows)
        let area = layout.text
        let textClip = Rect(x: area.x, y: area.y, columns: layout.textWidth, rows: area.rows)
        var line = layout.gutter.isEmpty ? 0 : TextAreaEditor.line(ofRow: top, in: rows)
        for (offset, row) in rows.indices.dropFirst(top).prefix(area.rows).enumerated() {
            let y = area.y + offset
            frame.buffer.write(
                String(editor[rows[row]]), at: Point(x: area.x, y: y), style: theme.dialog, clip: textClip)
            guard !layout.gutter.isEmpty else { continue }
            if row > top, TextAreaEditor.startsLine(row, in: rows) { line += 1 }
            if row == top || TextAreaEditor.startsLine(row, in: rows) {
                let number = String(line)
                let x = layout.gutter.maxX - 1 - number.count
                frame.buffer.write(number, at: Point(x: x, y: y), style: theme.hint, clip: layout.gutter)
            }
        }
        frame.addHitRegion(.field(0), in: area)
        let marks = Rect(x: area.maxX - 1, y: area.y, columns: 1, rows: area.rows)
        if top > 0 { frame.buffer.write("▲", at: marks.origin, style: theme.hint, clip: marks) }
        if top + area.rows < rows.count {
            frame.buffer.write("▼", at: Point(x: marks.x, y: marks.maxY - 1), style: theme.hint, clip: marks)
        }
        let cursor = editor.position(of: editor.cursor, in: rows)
        renderStatus(line: TextAreaEditor.line(ofRow: cursor.row, in: rows), in: layout.status, into: &frame)
        var focusedButton: Int?
        if case .button(let index) = focus { focusedButton = index }
        if showsButtons { frame.render(ButtonBar(buttons: Self.buttons, focused: focusedButton), in: layout.bar) }
        if isAskingToDiscard {
            renderQuestion(into: &frame)
        } else if focus == .text, cursor.row - top >= 0, cursor.row - top < area.rows, area.columns > 0 {
            frame.cursor = Point(x: area.x + min(cursor.column, area.columns - 1), y: area.y + cursor.row - top)
        }
    }

    /// `Ln 3, Col 5 · modified`, and the keys right of it when they fit.
    private func renderStatus(line: Int, in area: Rect, into frame: inout Frame) {
        guard !area.isEmpty else { return }
        let column = editor.cursor - editor.lineStart + 1
        var status = "Ln \(line), Col \(column)"
        if isModified { status += " · modified" }
        let theme = frame.theme
        let shown = TextLayout.truncate(status, to: area.columns)
        frame.buffer.write(shown, at: area.origin, style: isModified ? theme.title : theme.hint, clip: area)
        let room = area.columns - DisplayWidth.of(shown) - 2
        let hints = [
            "Ctrl-S save  Ctrl-_ undo  Ctrl-Y redo  Esc \(escapeAction)",
            "Ctrl-S save  Ctrl-_ undo  Esc \(escapeAction)", "Ctrl-S save  Esc \(escapeAction)", "Ctrl-S save",
        ]
        guard let fitting = hints.first(where: { DisplayWidth.of($0) <= room }) else { return }
        let x = area.maxX - DisplayWidth.of(fitting)
        frame.buffer.write(fitting, at: Point(x: x, y: area.y), style: theme.hint, clip: area)
    }

    /// The question Esc asks when the text was changed, over the editor.
    private func renderQuestion(into frame: inout Frame) {
        let message = "Discard your changes?"
        let bounds = frame.bounds
        let maxContent = max(1, bounds.columns - 4)
        let bar = ButtonBar(buttons: Self.discardButtons, focused: discardFocus)
        let barSize = bar.size(width: maxContent)
        let lines = TextLayout.wrap(message, width: maxContent)
        let width = min(maxContent, max(barSize.columns, lines.map { DisplayWidth.of($0) }.max() ?? 0))
        let (panel, areas) = RowLayout([.init(lines.count, priority: 1), .init(1), .init(barSize.rows, priority: 2)])
            .panel(width: width, in: bounds)
        frame.render(Panel(), in: panel)
        frame.render(
            Paragraph(lines: Paragraph.fitting(lines, rows: areas[0].rows, width: areas[0].columns)), in: areas[0])
        frame.render(bar, in: areas[2])
    }
}
