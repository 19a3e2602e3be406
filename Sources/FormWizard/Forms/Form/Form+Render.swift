extension Form {
    public func render(into frame: inout Frame) {
        let layout = FormLayout(self, in: frame.bounds)
        frame.render(Panel(title: title), in: layout.panel)
        let theme = frame.theme
        let top = followsFocus ? layout.scroll(scroll, showing: focusedField) : layout.clamped(scroll)
        let viewport = layout.viewport

        let header = layout.headerText(headerScroll)
        frame.render(header, in: layout.headerArea)
        header.renderScrollMarkers(beside: layout.headerArea, on: layout.panel, hint: "PgUp/PgDn", into: &frame)
        for index in fields.indices where fields[index].isShown(in: value) {
            let rows = layout.fields[index]
            let isFocused = focus == .field(index)
            let isEnabled = fields[index].isEnabled(in: value)
            if let y = layout.place(rows.label, top: top), !fields[index].label.isEmpty {
                let style = isFocused ? theme.title : isEnabled ? theme.dialog : theme.hint
                let width = layout.stacked ? viewport.columns : layout.labelWidth
                let label = TextLayout.truncate(fields[index].label, to: width)
                frame.buffer.write(label, at: Point(x: viewport.x, y: y), style: style, clip: viewport)
            }
            let input = layout.inputArea(of: index, top: top)
            renderInput(index, in: input, clip: viewport, into: &frame)
            if isEnabled {
                addHitRegions(of: index, layout: layout, top: top, into: &frame)
            } else {
                frame.buffer.restyle(input.intersection(viewport)) { _ in theme.hint }
            }
            let style = message(for: index)?.isError == true ? theme.error : theme.hint
            for (offset, line) in rows.message.enumerated() {
                guard let y = layout.place(rows.messageRow + offset, top: top) else { continue }
                frame.buffer.write(line, at: Point(x: layout.inputX, y: y), style: style, clip: viewport)
            }
        }
        drawScrollMarkers(top: top, layout: layout, into: &frame)
        if let row = layout.statusRow, let status {
            frame.buffer.write(
                TextLayout.truncate(status.text, to: layout.content.columns), at: Point(x: layout.content.x, y: row),
                style: status.isError ? theme.error : theme.hint, clip: layout.content)
        }
        let buttons = shownButtons
        let focusedButton = buttons.firstIndex { focus == .button($0) }
        frame.render(ButtonBar(buttons: buttons.map(\.button), focused: focusedButton), in: layout.buttonsArea)
        if let row = layout.hintRow {
            let hints = TextLayout.truncate(
                keyHints.map(\.description).joined(separator: "  "), to: layout.content.columns)
            frame.buffer.write(hints, at: Point(x: layout.content.x, y: row), style: theme.hint, clip: layout.content)
        }
        if let index = focusedField {
            let anchor = layout.inputArea(of: index, top: top).intersection(viewport)
            if !anchor.isEmpty { fields[index].renderOverlay(value, anchor: anchor, into: &frame) }
        }
    }

    /// Draws field `index`'s input in `area`, keeping to the rows inside `clip`: a field
    /// scrolled half out shows the rows still in view, in their places.
    private func renderInput(_ index: Int, in area: Rect, clip: Rect, into frame: inout Frame) {
        let visible = area.intersection(clip)
        guard !visible.isEmpty else { return }
        let isFocused = focus == .field(index)
        if visible == area {
            fields[index].render(value, in: area, isFocused: isFocused, into: &frame)
            return
        }
        var scratch = frame
        fields[index].render(value, in: area, isFocused: isFocused, into: &scratch)
        for y in visible.y..<visible.maxY {
            for x in visible.x..<visible.maxX {
                frame.buffer.setCell(scratch.buffer[x, y], at: Point(x: x, y: y))
            }
        }
        if isFocused, let cursor = scratch.cursor, visible.contains(cursor) { frame.cursor = cursor }
    }

    /// `▲` and `▼` on the panel's right edge, beside the first and last rows of fields, when
    /// there are more fields above or below: on the frame, so they never cover an input.
    private func drawScrollMarkers(top: Int, layout: FormLayout, into frame: inout Frame) {
        let viewport = layout.viewport
        guard layout.scrollHeight > viewport.rows, viewport.rows > 0, layout.panel.columns > 2 else { return }
        let x = layout.panel.maxX - 1
        let style = frame.theme.border
        if top > 0 {
            frame.buffer.write("▲", at: Point(x: x, y: viewport.y), style: style, clip: layout.panel)
        }
        if top + viewport.rows < layout.scrollHeight {
            frame.buffer.write("▼", at: Point(x: x, y: viewport.maxY - 1), style: style, clip: layout.panel)
        }
    }

    /// The keys that work now (see `keyHints(for:)`).
    var keyHints: [KeyHint] { keyHints(for: focus) }

    /// The keys that work with `focus`: the focused field's own, then the form's Tab, Enter
    /// (↑↓ without buttons) and Esc unless the field gives them another meaning; `Tab/Enter next`
    /// when both move on.
    func keyHints(for focus: Focus) -> [KeyHint] {
        var enter = KeyHint("Enter", "submit")
        var own: [KeyHint] = []
        switch focus {
        case .field(let index):
            own = fields[index].hints
            if index != lastFieldIndex, showsButtons { enter.action = "next" }
        case .button(let button):
            enter.action = button.action
        }
        // Without buttons of its own, Tab is the dialog's around the form, and ↑↓ move.
        let move = showsButtons ? KeyHint("Tab", "next") : KeyHint("↑↓", "field")
        var form = [move, enter, KeyHint("Esc", submitPending ? "stop" : escapeAction)]
        form.removeAll { hint in own.contains { $0.key == hint.key } }
        if let tab = form.firstIndex(of: KeyHint("Tab", "next")),
            let next = form.firstIndex(of: KeyHint("Enter", "next"))
        {
            form[tab] = KeyHint("Tab/Enter", "next")
            form.remove(at: next)
        }
        return own + form
    }

    /// The widest line of key hints any field or button shows at rest, so the panel keeps its
    /// width while focus moves; measured once, when the form is made.
    var widestKeyHints: Int {
        focusOrder.map { focus in DisplayWidth.of(keyHints(for: focus).map(\.description).joined(separator: "  ")) }
            .max() ?? 0
    }
}
