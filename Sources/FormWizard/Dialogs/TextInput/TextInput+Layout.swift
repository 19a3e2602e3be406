extension TextInput {
    /// Where each part of the dialog goes on a screen of a given size.
    struct Layout: Sendable {
        var panel: Rect
        var message: [StyledText]
        var messageArea: Rect
        var field: Rect
        var notice: Rect
        var bar: Rect

        /// Whether the message is taller than its rows, so that PgUp/PgDn scroll it.
        var messageScrolls: Bool { message.count > messageArea.rows && messageArea.rows > 0 }

        /// The message as drawn from `scroll`.
        func messageText(_ scroll: TextScroll) -> ScrollingText {
            ScrollingText(styledLines: message, scroll: scroll, wraps: false)
        }
    }

    /// Lays the dialog out in `bounds`. When rows are short, the field and the buttons stay;
    /// the notice row, then the message, then the gap above the field give way.
    func layout(in bounds: Rect) -> Layout {
        let maxContent = max(1, Panel.contentWidth(in: bounds, upTo: 60))
        let barSize =
            showsButtons
            ? ButtonBar(buttons: Self.buttons, focused: nil).size(width: maxContent) : Size(columns: 0, rows: 0)
        let lines = message.isEmpty ? [] : message.wrapped(width: maxContent)
        let fieldWidth = editor.maxLength.map { max(2 * $0 + 1, 20) } ?? maxContent
        let noticeWidth = Self.notices(maxLength: editor.maxLength).map { DisplayWidth.of($0.paste) } ?? 0
        let width = min(
            maxContent,
            max(
                fieldWidth, noticeWidth, barSize.columns, DisplayWidth.of(title.plain) + 2,
                lines.map { DisplayWidth.of($0.plain) }.max() ?? 0))

        var rows = max(0, bounds.rows - 2)
        let fieldRows = min(1, rows)
        rows -= fieldRows
        let barRows = min(barSize.rows, rows)
        rows -= barRows
        let noticeRows = min(1, rows)
        rows -= noticeRows
        let messageRows = min(lines.count, rows)
        rows -= messageRows
        let gapRows = messageRows > 0 ? min(1, rows) : 0

        let height = messageRows + gapRows + fieldRows + noticeRows + barRows
        let panel = Panel.area(for: Size(columns: width, rows: height), in: bounds)
        let content = Panel.content(of: panel)
        let fieldY = content.y + messageRows + gapRows
        return Layout(
            panel: panel,
            message: lines,
            messageArea: Rect(x: content.x, y: content.y, columns: content.columns, rows: messageRows),
            field: Rect(x: content.x, y: fieldY, columns: content.columns, rows: fieldRows),
            notice: Rect(x: content.x, y: fieldY + fieldRows, columns: content.columns, rows: noticeRows),
            bar: Rect(x: content.x, y: content.maxY - barRows, columns: content.columns, rows: barRows))
    }

    /// A layout and what it was made of.
    struct LaidOut: Sendable {
        var bounds: Rect
        var title: StyledText
        var message: StyledText
        var maxLength: Int?
        /// The axes a `DialogSize` filled, which change the layout in the same bounds.
        var filling = Panel.filling
        var showsButtons: Bool
        var layout: Layout

        func matches(_ input: TextInput, in bounds: Rect) -> Bool {
            self.bounds == bounds && filling == Panel.filling && title == input.title && message == input.message
                && maxLength == input.editor.maxLength && showsButtons == input.showsButtons
        }
    }

    /// `layout(in:)`, from `laidOut` when it was made of the same.
    func cachedLayout(in bounds: Rect) -> Layout {
        if let laidOut, laidOut.matches(self, in: bounds) { return laidOut.layout }
        return layout(in: bounds)
    }

    public func render(into frame: inout Frame) {
        let layout = cachedLayout(in: frame.bounds)
        frame.render(Panel(title: title), in: layout.panel)
        let message = layout.messageText(messageScroll)
        frame.render(message, in: layout.messageArea)
        message.renderScrollMarkers(beside: layout.messageArea, on: layout.panel, hint: "PgUp/PgDn", into: &frame)
        let field = fieldArea(layout, into: &frame)
        frame.render(TextField(editor: editor, placeholder: placeholder, isFocused: focus == .field), in: field)
        frame.addHitRegion(.field(0), in: layout.field)
        if let notice {
            frame.render(Paragraph(lines: [notice], style: frame.theme.error), in: layout.notice)
        }
        guard showsButtons else { return }
        var focusedButton: Int?
        if case .button(let index) = focus { focusedButton = index }
        frame.render(ButtonBar(buttons: Self.buttons, focused: focusedButton), in: layout.bar)
    }
}

extension TextInput {
    /// Where the text goes: the field's row, or under dialog's chrome inside the frame dialog
    /// draws around its input field, which takes the row above the field and the one under it
    /// (when both are free) and the field's first and last columns.
    fileprivate func fieldArea(_ layout: Layout, into frame: inout Frame) -> Rect {
        let field = layout.field
        let hasRowAbove = field.y > layout.messageArea.maxY
        let hasRowBelow = layout.notice.rows > 0 && notice == nil
        guard frame.chrome == .dialog, hasRowAbove, hasRowBelow, field.columns >= 3, field.rows == 1 else {
            return field
        }
        frame.buffer.drawBox(
            Rect(x: field.x, y: field.y - 1, columns: field.columns, rows: 3), style: frame.theme.border)
        return field.inset(left: 1, right: 1)
    }
}
