/// A multi-line text field bound to a `String` (lines separated by `"\n"`): a few rows that
/// scroll, words wrapped to the width.
///
/// Enter makes a new line and a paste keeps its line breaks, so Tab (or ↓ on the last row)
/// leaves the field; the footer says so. It edits like a text field, by line (see
/// `TextAreaEditor.handle(_:width:)`). The last column shows `▲`/`▼` when there is more text
/// above or below.
public struct TextArea<Value: Sendable>: FormField {
    public let label: String
    let path: WritableKeyPath<Value, String> & Sendable
    var editor: TextAreaEditor
    let visibleRows: Int
    let placeholder: String
    let validator: Validator<String>
    /// The input's size from `prepare(for:screen:)`.
    var size = Size.zero

    /// - Parameters:
    ///   - label: the label, left of the input.
    ///   - path: where the field's part of the form's value is.
    ///   - placeholder: shown dimmed while the field is empty.
    ///   - validate: the field's own rules, e.g. `.required()`.
    ///   - rows: how many rows the field shows; from 1 to `Int32.max`.
    ///   - maxLength: the most characters (grapheme clusters, line breaks included).
    public init(
        _ label: String, _ path: WritableKeyPath<Value, String> & Sendable, rows: Int = 4, placeholder: String = "",
        maxLength: Int? = nil, validate: Validator<String> = .alwaysValid
    ) {
        self.label = label
        self.path = path
        self.editor = TextAreaEditor(maxLength: maxLength)
        self.visibleRows = rows.clamped(to: 1...Int.entryLimit)
        self.placeholder = placeholder
        self.validator = validate
    }

    public mutating func load(from value: Value) {
        editor.text = value[keyPath: path]
    }

    public func rows(width: Int) -> Int { visibleRows }

    public var hints: [KeyHint] { [KeyHint("Enter", "new line")] }

    public mutating func prepare(for input: Rect, screen: Size) {
        size = input.size
    }

    /// The columns text takes in an input `columns` wide: the last is kept for the cursor at
    /// the end of a full row and for the scroll marks.
    static func textWidth(_ columns: Int) -> Int { max(1, columns - 1) }

    public mutating func handle(_ event: InputEvent, value: inout Value) -> FieldResponse {
        let width = Self.textWidth(size.columns)
        // Laid out once at this width; each edit then updates only the rows it touched.
        editor.layOut(width: width)
        let response = editor.handle(event, width: width)
        guard response != .ignored else { return .ignored }
        let rows = editor.rows(width: width)
        editor.top = editor.visibleTop(in: rows, rows: size.rows > 0 ? size.rows : visibleRows)
        value[keyPath: path] = editor.text
        if response == .limited, let notices = TextInput.notices(maxLength: editor.maxLength) {
            return .notice(event.isPaste ? notices.paste : notices.typed)
        }
        return .handled
    }

    public func render(_ value: Value, in area: Rect, isFocused: Bool, into frame: inout Frame) {
        guard !area.isEmpty else { return }
        let theme = frame.theme
        let width = Self.textWidth(area.columns)
        let rows = editor.rows(width: width)
        let top = editor.visibleTop(in: rows, rows: area.rows)
        frame.buffer.fill(area, style: theme.input)
        if editor.isEmpty, !placeholder.isEmpty {
            let lines = Paragraph.fitting(TextLayout.wrap(placeholder, width: width), rows: area.rows, width: width)
            frame.render(Paragraph(lines: lines, style: theme.hint.adding(theme.input.attributes)), in: area)
        }
        let text = Rect(x: area.x, y: area.y, columns: width, rows: area.rows)
        for (offset, range) in rows.dropFirst(top).prefix(area.rows).enumerated() {
            frame.buffer.write(
                String(editor[range]), at: Point(x: area.x, y: area.y + offset), style: theme.input,
                clip: text)
        }
        let marks = Rect(x: area.maxX - 1, y: area.y, columns: 1, rows: area.rows)
        if top > 0 {
            frame.buffer.write("▲", at: marks.origin, style: theme.hint.adding(theme.input.attributes), clip: marks)
        }
        if top + area.rows < rows.count {
            frame.buffer.write(
                "▼", at: Point(x: marks.x, y: marks.maxY - 1), style: theme.hint.adding(theme.input.attributes),
                clip: marks)
        }
        if isFocused {
            let cursor = editor.position(of: editor.cursor, in: rows)
            let row = cursor.row - top
            if row >= 0, row < area.rows {
                frame.cursor = Point(x: area.x + min(cursor.column, area.columns - 1), y: area.y + row)
            }
        }
    }

    public func validate(_ value: Value) -> String? {
        validator.validate(value[keyPath: path])
    }
}

extension Field {
    /// A multi-line text field (see `TextArea`): a few rows that scroll; Enter makes a new line.
    ///
    /// - Parameters:
    ///   - label: the label, left of the input.
    ///   - path: where the field's part of the form's value is.
    ///   - placeholder: shown dimmed while the field is empty.
    ///   - validate: the field's own rules, e.g. `.required()`.
    ///   - rows: how many rows the field shows.
    ///   - maxLength: the most characters (grapheme clusters, line breaks included).
    public static func textArea(
        _ label: String, _ path: WritableKeyPath<Value, String> & Sendable, rows: Int = 4, placeholder: String = "",
        maxLength: Int? = nil, validate: Validator<String> = .alwaysValid
    ) -> Field {
        Field(
            TextArea(label, path, rows: rows, placeholder: placeholder, maxLength: maxLength, validate: validate))
    }
}
