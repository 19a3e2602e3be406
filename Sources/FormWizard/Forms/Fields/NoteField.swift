/// Read-only text among the fields, wrapped to the input column: an explanation, a hint, terms.
/// It never takes focus.
public struct NoteField<Value: Sendable>: FormField {
    public let label: String
    let text: String

    /// A note showing `text`, wrapped, with an optional label beside it.
    public init(_ text: String, label: String = "") {
        self.text = text
        self.label = label
    }

    public var isFocusable: Bool { false }

    public func rows(width: Int) -> Int {
        max(1, TextLayout.wrap(text, width: width).count)
    }

    public mutating func load(from value: Value) {}

    public mutating func handle(_ event: InputEvent, value: inout Value) -> FieldResponse {
        .ignored
    }

    public func render(_ value: Value, in area: Rect, isFocused: Bool, into frame: inout Frame) {
        frame.render(Paragraph(lines: TextLayout.wrap(text, width: area.columns)), in: area)
    }
}

extension Field {
    /// Read-only text (see `NoteField`), wrapped; it never takes focus.
    public static func note(_ text: String, label: String = "") -> Field {
        Field(NoteField(text, label: label))
    }
}
