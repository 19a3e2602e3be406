/// A field for a whole number, bound to an `Int?` of the form's value that is `nil` while the
/// field is empty.
///
/// Only digits can be typed (a letter shows "Digits only" under the field), and a minus sign
/// when the range allows negative numbers. The field holds as many digits as the range's
/// bounds have (18 without a range, so the number always fits an `Int`).
public struct NumberEntry<Value: Sendable>: FormField {
    public let label: String
    let path: WritableKeyPath<Value, Int?> & Sendable
    var editor: LineEditor
    let placeholder: String
    let range: ClosedRange<Int>?
    let validator: Validator<Int?>
    var width = 0

    /// - Parameters:
    ///   - label: the label, left of the input.
    ///   - path: where the field's part of the form's value is.
    ///   - placeholder: shown dimmed while the field is empty.
    ///   - range: the numbers accepted; others show "Enter a value from … to …".
    ///   - validate: more rules, e.g. `.required()`.
    public init(
        _ label: String, _ path: WritableKeyPath<Value, Int?> & Sendable, placeholder: String = "",
        in range: ClosedRange<Int>? = nil, validate: Validator<Int?> = .alwaysValid
    ) {
        self.label = label
        self.path = path
        self.placeholder = placeholder
        self.range = range
        self.validator = validate
        let digits = range.map { max(String($0.lowerBound).count, String($0.upperBound).count) } ?? 18
        self.editor = LineEditor(maxLength: digits)
    }

    public mutating func load(from value: Value) {
        editor.text = value[keyPath: path].map(String.init) ?? ""
    }

    public mutating func prepare(for input: Rect, screen: Size) {
        width = input.columns
    }

    public mutating func handle(_ event: InputEvent, value: inout Value) -> FieldResponse {
        let allowsMinus = (range?.lowerBound ?? 0) < 0
        let response = editor.handle(event, accepting: { $0.isASCIIDigit || (allowsMinus && $0 == "-") })
        if response == .ignored { return .ignored }
        if width > 0 { editor.scrollToCursor(width: width) }
        value[keyPath: path] = Int(editor.text)
        switch response {
        case .rejected: return .notice("Digits only")
        case .limited: return .notice("At most \(editor.maxLength ?? 0) digits")
        case .ignored, .handled: return .handled
        }
    }

    public func render(_ value: Value, in area: Rect, isFocused: Bool, into frame: inout Frame) {
        frame.render(TextField(editor: editor, placeholder: placeholder, isFocused: isFocused), in: area)
    }

    /// Text that is no number ("-", "4-2") first, then `validate`, then the range.
    public func validate(_ value: Value) -> String? {
        if !editor.isEmpty, Int(editor.text) == nil { return "Enter a whole number" }
        let number = value[keyPath: path]
        if let message = validator.validate(number) { return message }
        guard let number, let range else { return nil }
        return Validator.range(range).validate(number)
    }
}

extension Field {
    /// A field for a whole number (see `NumberEntry`); the value is `nil` while it is empty.
    ///
    /// - Parameters:
    ///   - label: the label, left of the input.
    ///   - path: where the field's part of the form's value is.
    ///   - placeholder: shown dimmed while the field is empty.
    ///   - range: the numbers accepted; it also limits how many digits can be typed.
    ///   - validate: more rules, e.g. `.required()`.
    public static func number(
        _ label: String, _ path: WritableKeyPath<Value, Int?> & Sendable, placeholder: String = "",
        in range: ClosedRange<Int>? = nil, validate: Validator<Int?> = .alwaysValid
    ) -> Field {
        Field(NumberEntry(label, path, placeholder: placeholder, in: range, validate: validate))
    }
}
