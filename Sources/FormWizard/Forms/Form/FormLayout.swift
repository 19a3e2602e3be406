/// Where everything of a form goes for one screen size.
///
/// The form's message stands above the fields, in rows of its own that scroll (`ScrollingText`,
/// PgUp/PgDn) when it is taller than they are. Fields stand in a scrolling area: their input
/// rows, the label left of the first (above it when the panel is narrow), and message rows under
/// a field only while it has a message; a hidden field none. The status line (a form error, "Checking…"), the
/// buttons and the key hints stay at the bottom.
struct FormLayout {
    /// A field's rows in the scrolling area, counted from its top.
    struct FieldRows {
        var label: Int
        var input: Int
        var rows: Int
        /// The message under the field, wrapped, and its first row.
        var message: [String]
        var messageRow: Int
        var bottom: Int
    }

    /// The most rows a message under a field takes; a longer one ends in `…`.
    static let maxMessageRows = 3

    var panel: Rect
    var content: Rect
    var stacked: Bool
    var labelWidth: Int
    /// The form's message, wrapped, and where it is drawn (a gap row under it when it fits).
    var headerLines: [StyledText]
    var headerArea: Rect
    var fields: [FieldRows]
    /// The scrolling area on screen, and the height of everything in it.
    var viewport: Rect
    var scrollHeight: Int
    var statusRow: Int?
    var buttonsArea: Rect
    var hintRow: Int?

    init<Value>(_ form: Form<Value>, in bounds: Rect) {
        let maxWidth = max(1, bounds.columns - 4)
        // Loops, not `map`: the form is generic, and its closures are not specialized.
        var labelWidth = 0
        for field in form.fields { labelWidth = max(labelWidth, DisplayWidth.of(field.label)) }
        self.labelWidth = labelWidth
        var buttons: [ButtonBar.Button] = []
        let shown = form.shownButtons
        buttons.reserveCapacity(shown.count)
        for button in shown { buttons.append(button.button) }
        let bar = ButtonBar(buttons: buttons, focused: nil)
        let wanted = max(
            labelWidth + 2 + 32, bar.size(width: maxWidth).columns, DisplayWidth.of(form.title.plain) + 2,
            form.hintsWidth)
        let width = min(maxWidth, max(wanted, min(60, DisplayWidth.of(form.message.plain))))
        stacked = width < labelWidth + 2 + 12
        let inputWidth = stacked ? width : width - labelWidth - 2
        headerLines = form.message.isEmpty ? [] : form.message.wrapped(width: width)

        var y = 0
        fields = []
        for index in form.fields.indices {
            let field = form.fields[index]
            let label = y
            guard field.isShown(in: form.value) else {
                // A hidden field takes no rows: its label, input and message are all at `y`.
                fields.append(FieldRows(label: y, input: y, rows: 0, message: [], messageRow: y, bottom: y))
                continue
            }
            if stacked, !field.label.isEmpty { y += 1 }
            let input = y
            // A field's own number (any `FormField` may answer one): 1 to `Int32.max` rows.
            let rows = field.rows(width: inputWidth).clamped(to: 1...Int.entryLimit)
            y += rows
            var message: [String] = []
            if let text = form.message(for: index)?.text {
                let lines = TextLayout.wrap(text, width: inputWidth)
                message = Paragraph.fitting(lines, rows: Self.maxMessageRows, width: inputWidth)
            }
            fields.append(
                FieldRows(
                    label: label, input: input, rows: rows, message: message, messageRow: y, bottom: y + message.count))
            y += message.count
        }
        scrollHeight = y

        // Rows for the message and the fields first: at least three, for the focused field's
        // label, input and message. On a short screen the key hints give way, then the gap
        // above the buttons, then stacked buttons show fewer at a time (the focused one stays).
        let headerGap = headerLines.isEmpty ? 0 : 1
        let wantedRows = headerLines.count + headerGap + scrollHeight
        let available = max(0, bounds.rows - 2)
        let floor = min(wantedRows, 3)
        var hintRows = 1
        var gapRows = 1
        var barRows = bar.size(width: width).rows
        let statusRows = form.status == nil ? 0 : 1
        func fieldRows() -> Int { available - hintRows - gapRows - barRows - statusRows }
        if fieldRows() < floor { hintRows = 0 }
        if fieldRows() < floor { gapRows = 0 }
        if fieldRows() < floor { barRows = max(1, barRows - (floor - fieldRows())) }
        // When the message and the fields do not all fit, the fields keep up to half the rows
        // (two at least), then the message and the gap under it get theirs, then the fields
        // the rest.
        let shared = max(0, min(wantedRows, fieldRows()))
        let fieldsFirst = min(scrollHeight, max(2, shared / 2))
        let split = RowLayout([
            .init(headerLines.count, priority: 4), .init(headerGap, priority: 3), .init(fieldsFirst, priority: 5),
            .init(scrollHeight - fieldsFirst, priority: 2),
        ]).heights(fitting: shared)
        let height = shared + gapRows + statusRows + barRows + hintRows
        panel = Panel.area(for: Size(columns: width, rows: max(1, height)), in: bounds)
        content = Panel.content(of: panel)

        var bottom = content.maxY
        hintRow = hintRows > 0 ? bottom - 1 : nil
        bottom -= hintRows
        buttonsArea = Rect(x: content.x, y: bottom - barRows, columns: content.columns, rows: barRows)
        bottom -= barRows
        statusRow = statusRows > 0 ? bottom - 1 : nil
        bottom -= statusRows
        headerArea = Rect(
            x: content.x, y: content.y, columns: content.columns, rows: max(0, min(split[0], bottom - content.y)))
        let fieldsY = content.y + split[0] + split[1]
        viewport = Rect(
            x: content.x, y: fieldsY, columns: content.columns, rows: max(0, min(split[2] + split[3], bottom - fieldsY))
        )
    }

    /// Whether the message is taller than its rows, so that PgUp/PgDn scroll it.
    var headerScrolls: Bool { headerLines.count > headerArea.rows && headerArea.rows > 0 }

    /// The message as drawn from `scroll`.
    func headerText(_ scroll: TextScroll) -> ScrollingText {
        ScrollingText(styledLines: headerLines, scroll: scroll, wraps: false)
    }

    /// The input's columns: right of the labels, or the whole width when stacked.
    var inputX: Int { stacked ? content.x : content.x + labelWidth + 2 }
    var inputWidth: Int { content.maxX - inputX }

    /// Where field `index`'s input is on screen when the fields are scrolled to `top`; it may
    /// reach outside the viewport.
    func inputArea(of index: Int, top: Int) -> Rect {
        let rows = fields[index]
        return Rect(x: inputX, y: viewport.y + rows.input - top, columns: inputWidth, rows: rows.rows)
    }

    /// The row on screen of `row` of the scrolling area, or `nil` when it is scrolled out.
    func place(_ row: Int, top: Int) -> Int? {
        let y = row - top
        return y >= 0 && y < viewport.rows ? viewport.y + y : nil
    }

    /// `scroll` kept within the fields.
    func clamped(_ scroll: Int) -> Int {
        min(max(0, scroll), max(0, scrollHeight - viewport.rows))
    }

    /// The scroll offset that keeps the focused field (its label, input and message) in view,
    /// moving as little as possible from `scroll`. When
    /// the viewport is too short for all of it, the input comes first, then the label.
    func scroll(_ scroll: Int, showing focus: Int?) -> Int {
        var top = min(max(0, scroll), max(0, scrollHeight - viewport.rows))
        if let focus, fields.indices.contains(focus) {
            let rows = fields[focus]
            if rows.bottom - rows.label <= viewport.rows {
                if rows.bottom > top + viewport.rows { top = rows.bottom - viewport.rows }
                if rows.label < top { top = rows.label }
            } else {
                top = rows.input + 1 - rows.label <= viewport.rows ? rows.label : rows.input
            }
        }
        return max(0, top)
    }
}
