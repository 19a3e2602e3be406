/// A value shown among the fields that cannot be edited: an account name, a total, what an
/// earlier step decided.
///
/// It looks like text beside its label (no input underline) and, like a note, never takes
/// focus: Tab goes past it, so a form of read-only fields and one input is one Tab stop. Its
/// value is the form's, so it is submitted with the rest. A secret one is masked, one `•` per
/// character, as a secret input is.
public struct ReadOnlyField<Value: Sendable>: FormField {
    public let label: String
    let text: @Sendable (Value) -> String
    let isSecret: Bool

    /// A field showing `text(value)` beside `label`, cut to one row.
    ///
    /// - Parameters:
    ///   - label: the label, left of the value.
    ///   - isSecret: whether to mask the value.
    ///   - text: what to show, read from the form's value on every draw.
    public init(_ label: String, isSecret: Bool = false, text: @escaping @Sendable (Value) -> String) {
        self.label = label
        self.isSecret = isSecret
        self.text = text
    }

    public var isFocusable: Bool { false }

    public mutating func load(from value: Value) {}

    public mutating func handle(_ event: InputEvent, value: inout Value) -> FieldResponse {
        .ignored
    }

    public func render(_ value: Value, in area: Rect, isFocused: Bool, into frame: inout Frame) {
        var shown = text(value)
        if isSecret { shown = String(repeating: "•", count: shown.count) }
        frame.render(Paragraph(lines: [shown]), in: area.row(0))
    }
}

extension Field {
    /// A value shown but not editable (see `ReadOnlyField`): the `String` at `path`, skipped by
    /// Tab.
    ///
    /// - Parameters:
    ///   - label: the label, left of the value.
    ///   - path: where the value is in the form's value.
    ///   - isSecret: whether to mask it.
    public static func readOnly(
        _ label: String, _ path: KeyPath<Value, String> & Sendable, isSecret: Bool = false
    ) -> Field {
        Field(ReadOnlyField(label, isSecret: isSecret) { $0[keyPath: path] })
    }

    /// A value shown but not editable (see `ReadOnlyField`), made from the form's value by
    /// `text`: a total, a number formatted your way.
    ///
    /// - Parameters:
    ///   - label: the label, left of the value.
    ///   - isSecret: whether to mask it.
    ///   - text: what to show, read from the form's value on every draw.
    public static func readOnly(
        _ label: String, isSecret: Bool = false, text: @escaping @Sendable (Value) -> String
    ) -> Field {
        Field(ReadOnlyField(label, isSecret: isSecret, text: text))
    }
}
