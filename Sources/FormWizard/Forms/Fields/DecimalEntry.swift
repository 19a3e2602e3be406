/// A field for a decimal number, bound to a `DecimalNumber?` of the form's value that is `nil`
/// while the field is empty or holds no number it accepts.
///
/// Digits and a point are typed, and a sign: a minus only when the field allows negative
/// numbers. A minus it does not allow, or more decimals than `fractionDigits`, stay in view
/// with a message under the field until removed (see `NumberInput`); a letter shows "Digits
/// and a point only". The number keeps what was typed exactly: `1.50` is 1.50, not a
/// `Double` near it.
public struct DecimalEntry<Value: Sendable>: FormField {
    public let label: String
    let path: WritableKeyPath<Value, DecimalNumber?> & Sendable
    var input: NumberInput
    let placeholder: String
    let range: ClosedRange<DecimalNumber>?
    let validator: Validator<DecimalNumber?>
    var width = 0

    /// - Parameters:
    ///   - label: the label, left of the input.
    ///   - path: where the field's part of the form's value is.
    ///   - placeholder: shown dimmed while the field is empty.
    ///   - range: the numbers accepted; others show "Enter a value from … to …".
    ///   - fractionDigits: the most digits after the point (from 1 to 18); `nil` for any.
    ///   - allowsNegative: whether a minus sign may be typed; a range reaching below 0 allows it.
    ///   - validate: more rules, e.g. `.required()`.
    public init(
        _ label: String, _ path: WritableKeyPath<Value, DecimalNumber?> & Sendable, placeholder: String = "",
        in range: ClosedRange<DecimalNumber>? = nil, fractionDigits: Int? = nil, allowsNegative: Bool = false,
        validate: Validator<DecimalNumber?> = .alwaysValid
    ) {
        self.label = label
        self.path = path
        self.placeholder = placeholder
        self.range = range
        self.validator = validate
        input = NumberInput(
            maxDigits: DecimalNumber.maxDigits,
            allowsNegative: allowsNegative || (range.map { $0.lowerBound < 0 } ?? false),
            fractionDigits: min(max(1, fractionDigits ?? DecimalNumber.maxDigits), DecimalNumber.maxDigits))
    }

    public mutating func load(from value: Value) {
        input.editor.text = value[keyPath: path]?.description ?? ""
    }

    public mutating func prepare(for input: Rect, screen: Size) {
        width = input.columns
    }

    public mutating func handle(_ event: InputEvent, value: inout Value) -> FieldResponse {
        let response = input.handle(event)
        if response == .ignored { return .ignored }
        if width > 0 { input.editor.scrollToCursor(width: width) }
        value[keyPath: path] = input.problem == nil ? DecimalNumber(input.editor.text) : nil
        return response
    }

    public func render(_ value: Value, in area: Rect, isFocused: Bool, into frame: inout Frame) {
        frame.render(TextField(editor: input.editor, placeholder: placeholder, isFocused: isFocused), in: area)
    }

    /// What the field cannot hold or text that is no number ("-", "1.", "1.2.3") first, then
    /// `validate`, then the range.
    public func validate(_ value: Value) -> String? {
        if let message = input.validate(parse: DecimalNumber.init, notANumber: "Enter a number") { return message }
        let number = value[keyPath: path]
        if let message = validator.validate(number) { return message }
        guard let number, let range else { return nil }
        return Validator.range(range).validate(number)
    }
}

extension Field {
    /// A field for a decimal number kept exactly as typed (see `DecimalEntry`); the value is
    /// `nil` while it is empty.
    ///
    /// - Parameters:
    ///   - label: the label, left of the input.
    ///   - path: where the field's part of the form's value is.
    ///   - placeholder: shown dimmed while the field is empty.
    ///   - range: the numbers accepted.
    ///   - fractionDigits: the most digits after the point; `nil` for any.
    ///   - allowsNegative: whether a minus sign may be typed; a range reaching below 0 allows it.
    ///   - validate: more rules, e.g. `.required()`.
    public static func decimal(
        _ label: String, _ path: WritableKeyPath<Value, DecimalNumber?> & Sendable, placeholder: String = "",
        in range: ClosedRange<DecimalNumber>? = nil, fractionDigits: Int? = nil, allowsNegative: Bool = false,
        validate: Validator<DecimalNumber?> = .alwaysValid
    ) -> Field {
        Field(
            DecimalEntry(
                label, path, placeholder: placeholder, in: range, fractionDigits: fractionDigits,
                allowsNegative: allowsNegative, validate: validate))
    }
}
