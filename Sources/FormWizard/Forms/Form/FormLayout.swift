/// Where everything of a form goes for one screen size.
///
/// Fields stand in a scrolling area: one row per input row, the label left of the first (above
/// it when the panel is narrow), and a message row under a field only while it has a message.
/// The form error, the buttons and the key hints stay at the bottom of the panel.
struct FormLayout {
    /// A field's rows in the scrolling area, counted from its top.
    struct FieldRows {
        var label: Int
        var input: Int
        var rows: Int
        var message: Int?
        var bottom: Int
    }

    var panel: Rect
    var content: Rect
    var stacked: Bool
    var labelWidth: Int
    var headerLines: [String]
    var fields: [FieldRows]
    /// The scrolling area on screen, and the height of everything in it.
    var viewport: Rect
    var scrollHeight: Int
    var formErrorRow: Int?
    var buttonsArea: Rect
    var hintRow: Int?

    init<Value>(_ form: Form<Value>, in bounds: Rect) {
        let maxWidth = max(1, bounds.columns - 4)
        labelWidth = form.fields.map { DisplayWidth.of($0.label) }.max() ?? 0
        let bar = ButtonBar(buttons: form.buttons.map(\.button), focused: nil)
        let wanted = max(labelWidth + 2 + 32, bar.size(width: maxWidth).columns, DisplayWidth.of(form.title) + 2)
        let width = min(maxWidth, max(wanted, min(60, DisplayWidth.of(form.message))))
        stacked = width < labelWidth + 2 + 12
        headerLines = form.message.isEmpty ? [] : TextLayout.wrap(form.message, width: width) + [""]

        var y = headerLines.count
        fields = []
        for index in form.fields.indices {
            let field = form.fields[index]
            let label = y
            if stacked, !field.label.isEmpty { y += 1 }
            let input = y
            y += max(1, field.rows)
            var message: Int?
            if form.message(for: index) != nil {
                message = y
                y += 1
            }
            fields.append(FieldRows(label: label, input: input, rows: max(1, field.rows), message: message, bottom: y))
        }
        scrollHeight = y

        let barHeight = bar.size(width: width).rows
        let footer = 1 + (form.formError == nil ? 0 : 1) + barHeight + 1
        let height = min(bounds.rows - 2, scrollHeight + footer)
        panel = Panel.area(for: Size(columns: width, rows: max(1, height)), in: bounds)
        content = Panel.content(of: panel)

        var bottom = content.maxY
        hintRow = content.rows >= scrollHeight + footer || content.rows >= 6 ? bottom - 1 : nil
        if hintRow != nil { bottom -= 1 }
        buttonsArea = Rect(x: content.x, y: bottom - barHeight, columns: content.columns, rows: barHeight)
        bottom -= barHeight
        formErrorRow = form.formError == nil ? nil : bottom - 1
        if formErrorRow != nil { bottom -= 1 }
        viewport = Rect(x: content.x, y: content.y, columns: content.columns, rows: max(0, bottom - 1 - content.y))
        if viewport.rows >= scrollHeight { viewport.size.rows = scrollHeight }
    }

    /// The input's columns: right of the labels, or the whole width when stacked.
    var inputX: Int { stacked ? content.x : content.x + labelWidth + 2 }
    var inputWidth: Int { content.maxX - inputX }

    /// The scroll offset that keeps the focused field (with its message) in view, starting from
    /// `scroll`.
    func scroll(_ scroll: Int, showing focus: Int?) -> Int {
        var top = min(max(0, scroll), max(0, scrollHeight - viewport.rows))
        if let focus, fields.indices.contains(focus) {
            let rows = fields[focus]
            let start = focus == fields.indices.first ? 0 : rows.label
            if rows.bottom > top + viewport.rows { top = rows.bottom - viewport.rows }
            if start < top { top = start }
        }
        return max(0, top)
    }
}
