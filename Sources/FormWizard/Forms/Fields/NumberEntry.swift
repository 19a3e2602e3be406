/// A field for a whole number, bound to an `Int?` of the form's value that is `nil` while the
/// field is empty or holds no number it accepts.
///
/// Digits are typed, and a sign: a minus only when the field allows negative numbers (a
/// minus otherwise, or a point, stays in view with "No negative numbers" or "Whole numbers
/// only" under the field until it is removed; see `NumberInput`). A letter shows "Digits
/// only". The field holds as many digits as the range's bounds have (18 without a range, so
/// the number always fits an `Int`).
public struct NumberEntry<Value: Sendable>: FormField {
    public let label: String
    let path: WritableKeyPath<Value, Int?> & Sendable
    var input: NumberInput
    let placeholder: String
    let range: ClosedRange<Int>?
    let validator: Validator<Int?>
    var width = 0

    /// - Parameters:
    ///   - label: the label, left of the input.
    ///   - path: where the field's part of the form's value is.
    ///   - placeholder: shown dimmed while the field is empty.
    ///   - range: the numbers accepted; others show "Enter a value from … to …".
    ///   - allowsNegative: whether a minus sign may be typed; a range reaching below 0 allows it.
    ///   - validate: more rules, e.g. `.required()`.
    public init(
        _ label: String, _ path: WritableKeyPath<Value, Int?> & Sendable, placeholder: String = "",
        in range: ClosedRange<Int>? = nil, allowsNegative: Bool = false, validate: Validator<Int?> = .alwaysValid
    ) {
        self.label = label
        self.path = path
        self.placeholder = placeholder
        self.range = range
        self.validator = validate
        let digits = range.map { max(String($0.lowerBound.magnitude).count, String($0.upperBound.magnitude).count) }
        input = NumberInput(
            maxDigits: digits ?? 18, allowsNegative: allowsNegative || (range?.lowerBound ?? 0) < 0,
            fractionDigits: nil)
    }

    public mutating func load(from value: Value) {
        input.editor.text = value[keyPath: path].map(String.init) ?? ""
    }

    public mutating func prepare(for input: Rect, screen: Size) {
        width = input.columns
    }

    public mutating func handle(_ event: InputEvent, value: inout Value) -> FieldResponse {
        let response = input.handle(event)
        if response == .ignored { return .ignored }
        if width > 0 { input.editor.scrollToCursor(width: width) }
        value[keyPath: path] = input.problem == nil ? Int(input.editor.text) : nil
        return response
    }

    public func render(_ value: Value, in area: Rect, isFocused: Bool, into frame: inout Frame) {
        frame.render(TextField(editor: input.editor, placeholder: placeholder, isFocused: isFocused), in: area)
    }

    /// What the field cannot hold or text that is no number ("-", "4-2") first, then
    /// `validate`, then the range.
    public func validate(_ value: Value) -> String? {
        if let message = input.validate(parse: { Int($0) }, notANumber: "Enter a whole number") { return message }
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
    ///   - allowsNegative: whether a minus sign may be typed; a range reaching below 0 allows it.
    ///   - validate: more rules, e.g. `.required()`.
    public static func number(
        _ label: String, _ path: WritableKeyPath<Value, Int?> & Sendable, placeholder: String = "",
        in range: ClosedRange<Int>? = nil, allowsNegative: Bool = false, validate: Validator<Int?> = .alwaysValid
    ) -> Field {
        Field(
            NumberEntry(
                label, path, placeholder: placeholder, in: range, allowsNegative: allowsNegative, validate: validate))
    }
}
