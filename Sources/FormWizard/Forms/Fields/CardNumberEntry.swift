/// A card number field: the digits shown in the brand's groups as they are typed
/// (`4111 1111 1111 1111`, American Express `3782 822463 10005`), up to 19, with the brand
/// beside the field once its leading digits tell it.
///
/// Only digits go in; spaces and dashes typed out of habit are skipped, and the cursor moves
/// over the group spaces as if they were not there. Backspace, Delete, Ctrl-U/K/W, Alt-B/F and
/// the other editing keys of a text field work on digits. While the field does not have focus
/// it shows only the last four digits (`•••• •••• •••• 1111`), so the number is on screen only
/// while it is being edited.
public struct CardNumberEntry<Value: Sendable>: FormField {
    public let label: String
    let path: WritableKeyPath<Value, CardNumber> & Sendable
    let validator: Validator<String>
    var number = CardNumber()
    /// The cursor, a column of `number.formatted`.
    var column = 0
    /// The first column shown when the field is narrower than the number.
    var scroll = 0
    var width = 0

    /// The columns the field takes: those a 16-digit number and the cursor need, more for a
    /// longer one.
    var fieldColumns: Int { max(20, number.formatted.count + 1) }

    /// - Parameters:
    ///   - label: the label, left of the input.
    ///   - path: where the field's part of the form's value is.
    ///   - validate: the rules for the digits; `.cardNumber()` checks brand, length and
    ///     the Luhn digit. List `.required()` too when the field must be filled in.
    public init(
        _ label: String, _ path: WritableKeyPath<Value, CardNumber> & Sendable,
        validate: Validator<String> = .cardNumber()
    ) {
        self.label = label
        self.path = path
        self.validator = validate
    }

    public mutating func load(from value: Value) {
        number = value[keyPath: path]
        column = number.formatted.count
        scroll = 0
    }

    public mutating func prepare(for input: Rect, screen: Size) {
        width = input.columns
    }

    public mutating func handle(_ event: InputEvent, value: inout Value) -> FieldResponse {
        let response = edit(event)
        guard response != .ignored else { return .ignored }
        value[keyPath: path] = number
        if width > 0 {
            var line = lineEditor(showing: number.formatted)
            line.scrollToCursor(width: min(width, fieldColumns))
            scroll = line.scroll
        }
        return response
    }

    private mutating func edit(_ event: InputEvent) -> FieldResponse {
        let line = lineEditor(showing: number.formatted)
        let before = number.digitCount(beforeColumn: column)
        switch event {
        case .paste(let text):
            return insert(text)
        case .resize, .mouse:
            return .ignored
        case .key(let key):
            switch key {
            case .left, .ctrl("b"): column = number.column(afterDigits: before - 1)
            case .right, .ctrl("f"): column = number.column(afterDigits: before + 1)
            case .home, .ctrl("a"): column = 0
            case .end, .ctrl("e"): column = number.column(afterDigits: number.digits.count)
            case Key(.left, modifiers: .control), Key(.left, modifiers: .alt), .alt("b"):
                column = number.column(afterDigits: number.digitCount(beforeColumn: line.wordStartBeforeCursor))
            case Key(.right, modifiers: .control), Key(.right, modifiers: .alt), .alt("f"):
                column = number.column(afterDigits: number.digitCount(beforeColumn: line.wordEndAfterCursor))
            case .backspace, .ctrl("h"): column = number.deleteBackward(atColumn: column)
            case .delete, .ctrl("d"): column = number.deleteForward(atColumn: column)
            case .ctrl("u"): deleteDigits(0..<before)
            case .ctrl("k"): deleteDigits(before..<number.digits.count)
            case .ctrl("w"), Key(.backspace, modifiers: .alt), Key(.backspace, modifiers: .control):
                deleteDigits(number.digitCount(beforeColumn: line.wordStartBeforeCursor)..<before)
            case .alt("d"), Key(.delete, modifiers: .control):
                deleteDigits(before..<number.digitCount(beforeColumn: line.wordEndAfterCursor))
            default:
                guard let character = key.typedCharacter else { return .ignored }
                if character == " " || character == "-" { return .handled }
                guard character.isASCIIDigit else { return .notice("Digits only") }
                return insert(String(character))
            }
            return .handled
        }
    }

    /// Inserts the digits of `text` at the cursor; spaces and dashes are skipped quietly.
    private mutating func insert(_ text: String) -> FieldResponse {
        let digits = text.filter(\.isASCIIDigit)
        let room = CardNumber.maxDigits - number.digits.count
        column = number.insert(digits, atColumn: column)
        if digits.count > room { return .notice("At most \(CardNumber.maxDigits) digits") }
        if text.contains(where: { !$0.isASCIIDigit && !$0.isWhitespace && $0 != "-" }) {
            return .notice("Digits only")
        }
        return .handled
    }

    private mutating func deleteDigits(_ range: Range<Int>) {
        var digits = Array(number.digits)
        digits.removeSubrange(range.clamped(to: 0..<digits.count))
        number = CardNumber(String(digits))
        column = number.column(afterDigits: range.lowerBound)
    }

    /// An editor showing `text` with the field's cursor and scroll, to draw and to find words.
    private func lineEditor(showing text: String) -> LineEditor {
        var line = LineEditor(text: text)
        line.moveCursor(to: column)
        line.scroll = scroll
        return line
    }

    /// The number as grouped digits, every digit but the last four masked.
    var masked: String {
        let hidden = max(0, number.digits.count - 4)
        var seen = 0
        return String(
            number.formatted.map { character in
                guard character != " " else { return character }
                seen += 1
                return seen <= hidden ? LineEditor.mask : character
            })
    }

    public func render(_ value: Value, in area: Rect, isFocused: Bool, into frame: inout Frame) {
        let row = area.row(0)
        let field = Rect(x: row.x, y: row.y, columns: min(row.columns, fieldColumns), rows: row.rows)
        // Masked, the end is in view: the last four digits are the part worth showing.
        let line = isFocused ? lineEditor(showing: number.formatted) : LineEditor(text: masked)
        frame.render(TextField(editor: line, placeholder: "", isFocused: isFocused), in: field)
        let brand = number.brand
        guard brand != .unknown else { return }
        let room = row.maxX - field.maxX - 1
        let name = DisplayWidth.of(brand.name) <= room ? brand.name : brand.shortName
        guard DisplayWidth.of(name) <= room else { return }
        frame.buffer.write(name, at: Point(x: field.maxX + 1, y: row.y), style: frame.theme.dialog, clip: row)
    }

    public func validate(_ value: Value) -> String? {
        validator.validate(value[keyPath: path].digits)
    }
}

extension Field {
    /// A card number field (see `CardNumberEntry`): digits grouped as typed, the brand beside
    /// them, masked but for the last four while another field has focus.
    ///
    /// - Parameters:
    ///   - label: the label, left of the input.
    ///   - path: where the field's part of the form's value is.
    ///   - validate: the rules for the digits; by default brand, length and Luhn digit.
    public static func cardNumber(
        _ label: String, _ path: WritableKeyPath<Value, CardNumber> & Sendable,
        validate: Validator<String> = .cardNumber()
    ) -> Field {
        Field(CardNumberEntry(label, path, validate: validate))
    }
}
