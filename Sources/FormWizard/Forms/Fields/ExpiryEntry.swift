/// A card expiry field, `MM/YY`, bound to the text as shown: the slash appears as soon as the
/// month is complete (`4` shows `04/`), and Backspace takes it away with the digit before it
/// (see `CardExpiry.format(typing:)`).
///
/// Typing and Backspace work at the end of the five characters; Ctrl-U, Ctrl-W and
/// Alt-Backspace clear the field. Read the value with `CardExpiry(_:)`.
public struct ExpiryEntry<Value: Sendable>: FormField {
    public let label: String
    let path: WritableKeyPath<Value, String> & Sendable
    let validator: Validator<String>
    var text = ""

    /// The columns the field needs: `MM/YY` and the cursor after it.
    static var columns: Int { 6 }

    /// - Parameters:
    ///   - label: the label, left of the input.
    ///   - path: where the field's part of the form's value is.
    ///   - validate: the rules; `.expiry()` checks the month and that the card has not
    ///     expired. List `.required()` too when the field must be filled in.
    public init(
        _ label: String, _ path: WritableKeyPath<Value, String> & Sendable, validate: Validator<String> = .expiry()
    ) {
        self.label = label
        self.path = path
        self.validator = validate
    }

    public mutating func load(from value: Value) {
        text = CardExpiry.format(typing: value[keyPath: path])
    }

    public mutating func handle(_ event: InputEvent, value: inout Value) -> FieldResponse {
        var response = FieldResponse.handled
        switch event {
        case .paste(let pasted):
            text = CardExpiry.format(typing: text + pasted)
        case .key(.backspace), .key(.ctrl("h")):
            text = CardExpiry.deleteBackward(in: text)
        case .key(.ctrl("u")), .key(.ctrl("w")), .key(Key(.backspace, modifiers: .alt)),
            .key(Key(.backspace, modifiers: .control)):
            text = ""
        case .key(let key):
            guard let character = key.typedCharacter else { return .ignored }
            if character.isASCIIDigit || character == "/" {
                text = CardExpiry.format(typing: text + String(character))
            } else if character != " " {
                response = .notice("Digits only: MM/YY")
            }
        case .resize, .mouse:
            return .ignored
        }
        value[keyPath: path] = text
        return response
    }

    public func render(_ value: Value, in area: Rect, isFocused: Bool, into frame: inout Frame) {
        let row = area.row(0)
        let field = Rect(x: row.x, y: row.y, columns: min(row.columns, Self.columns), rows: row.rows)
        frame.render(TextField(editor: LineEditor(text: text), placeholder: "MM/YY", isFocused: isFocused), in: field)
    }

    public func validate(_ value: Value) -> String? {
        validator.validate(value[keyPath: path])
    }
}

extension Field {
    /// A card expiry field (see `ExpiryEntry`): `MM/YY`, the slash inserted as you type.
    ///
    /// - Parameters:
    ///   - label: the label, left of the input.
    ///   - path: where the field's part of the form's value is.
    ///   - validate: by default a month 01–12 and not in the past; pass
    ///     `.required().and(.expiry(today: …))` to require it or to fix "today" in tests.
    public static func expiry(
        _ label: String, _ path: WritableKeyPath<Value, String> & Sendable, validate: Validator<String> = .expiry()
    ) -> Field {
        Field(ExpiryEntry(label, path, validate: validate))
    }
}
