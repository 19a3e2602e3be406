/// A card's security code (CVV) field: digits only, masked like a password, as many as the
/// brand of the card has — 3, or 4 for American Express — told by `brand` from the whole value
/// (the card number field's number).
///
/// Beside the field a hint says where the code is printed, once the brand is known. The field
/// checks the code's length for the brand on top of `validate`, so changing the card number
/// from a Visa to an American Express shows an error here until a fourth digit is added.
public struct SecurityCodeEntry<Value: Sendable>: FormField {
    public let label: String
    let path: WritableKeyPath<Value, String> & Sendable
    let brand: @Sendable (Value) -> CardBrand
    let validator: Validator<String>
    var editor = LineEditor(maxLength: 4, isSecret: true)

    /// The columns the field needs: four digits and the cursor after them.
    static var columns: Int { 5 }

    /// - Parameters:
    ///   - label: the label, left of the input.
    ///   - path: where the field's part of the form's value is.
    ///   - brand: the brand of the card, read from the form's value.
    ///   - validate: rules before the length check, `.required()` by default.
    public init(
        _ label: String, _ path: WritableKeyPath<Value, String> & Sendable,
        brand: @escaping @Sendable (Value) -> CardBrand, validate: Validator<String> = .required()
    ) {
        self.label = label
        self.path = path
        self.brand = brand
        self.validator = validate
    }

    public mutating func load(from value: Value) {
        editor.text = value[keyPath: path]
    }

    public mutating func handle(_ event: InputEvent, value: inout Value) -> FieldResponse {
        let brand = brand(value)
        let limit = brand.cvvLengths.max() ?? 4
        let response = editor.handle(event, accepting: \.isASCIIDigit, limit: limit)
        if response == .ignored { return .ignored }
        value[keyPath: path] = editor.text
        switch response {
        case .rejected: return .notice("Digits only")
        case .limited:
            return .notice(brand == .unknown ? "At most 4 digits" : "\(brand.shortName) codes have \(limit) digits")
        case .ignored, .handled: return .handled
        }
    }

    public func render(_ value: Value, in area: Rect, isFocused: Bool, into frame: inout Frame) {
        let row = area.row(0)
        let field = Rect(x: row.x, y: row.y, columns: min(row.columns, Self.columns), rows: row.rows)
        frame.render(TextField(editor: editor, isFocused: isFocused), in: field)
        let hint = Self.hint(for: brand(value))
        let room = row.maxX - field.maxX - 1
        guard !hint.isEmpty, room > 0 else { return }
        frame.buffer.write(
            TextLayout.truncate(hint, to: room), at: Point(x: field.maxX + 1, y: row.y), style: frame.theme.hint,
            clip: row)
    }

    /// Where the code of a card of `brand` is printed and how long it is; empty while the
    /// brand is unknown.
    static func hint(for brand: CardBrand) -> String {
        switch brand {
        case .unknown: ""
        case .amex: "4 digits, front of card"
        case .visa, .mastercard, .discover: "3 digits, back of card"
        }
    }

    public func validate(_ value: Value) -> String? {
        let code = value[keyPath: path]
        return validator.validate(code) ?? Validator.cvv(for: brand(value)).validate(code)
    }
}

extension Field {
    /// A card security code (CVV) field (see `SecurityCodeEntry`): masked digits, as many as
    /// the card's brand has.
    ///
    /// - Parameters:
    ///   - label: the label, left of the input.
    ///   - path: where the field's part of the form's value is.
    ///   - brand: the card's brand, read from the form's value, e.g. `{ $0.number.brand }`.
    ///   - validate: rules before the length check, `.required()` by default.
    public static func securityCode(
        _ label: String, _ path: WritableKeyPath<Value, String> & Sendable,
        brand: @escaping @Sendable (Value) -> CardBrand, validate: Validator<String> = .required()
    ) -> Field {
        Field(SecurityCodeEntry(label, path, brand: brand, validate: validate))
    }
}
