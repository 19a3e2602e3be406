/// The text of a number field and what it may hold: the editing and checks `NumberEntry` and
/// `DecimalEntry` share.
///
/// Digits, a sign (`-`, `+`) and a point are always typed into the text, so it shows what was
/// typed; one the field cannot hold (a minus where numbers are not negative, a point in a
/// whole number, a decimal too many) is reported under the field after every key while the
/// text holds it, the value stays `nil`, and submitting is refused. Nothing typed ever changes
/// the number silently: `-5` is never read as `5`, nor `1.5` as `15`. Other characters (a
/// letter) are refused with a notice; spaces in a paste are dropped quietly ("1 000").
struct NumberInput: Sendable {
    var editor: LineEditor
    let allowsNegative: Bool
    /// The most digits after the point; `nil` for whole numbers.
    let fractionDigits: Int?
    /// The most digits in all.
    let maxDigits: Int

    init(maxDigits: Int, allowsNegative: Bool, fractionDigits: Int?) {
        self.maxDigits = maxDigits
        self.allowsNegative = allowsNegative
        self.fractionDigits = fractionDigits
        // Room for a sign and a point beside the digits, so that they can be shown and named.
        editor = LineEditor(maxLength: maxDigits + 2)
    }

    /// What a key typed or a paste did, as the field answers the form: a notice for a
    /// character refused, then for what the text holds that the field cannot, then for digits
    /// past the most.
    mutating func handle(_ event: InputEvent) -> FieldResponse {
        var rejected = false
        var cut = false
        switch event {
        case .paste(let text):
            var room = maxDigits - digitCount
            var kept = ""
            var keptCount = 0
            for character in text {
                if character.isASCIIDigit {
                    if room > 0 {
                        kept.append(character)
                        keptCount += 1
                    } else {
                        cut = true
                    }
                    room -= 1
                } else if Self.isNumberCharacter(character) {
                    kept.append(character)
                    keptCount += 1
                } else if !character.isWhitespace {
                    rejected = true
                }
                if keptCount > maxDigits + 2 {  // the editor holds no more
                    cut = true
                    break
                }
            }
            cut = editor.insert(kept) || cut
        case .key(let key):
            if let character = key.typedCharacter {
                if !Self.isNumberCharacter(character) {
                    rejected = true
                } else if character.isASCIIDigit, digitCount >= maxDigits {
                    cut = true
                } else {
                    cut = editor.insert(String(character))
                }
            } else if editor.handle(event) == .ignored {
                return .ignored
            }
        case .resize, .mouse:
            return .ignored
        }
        if rejected { return .notice(fractionDigits == nil ? "Digits only" : "Digits and a point only") }
        if let problem { return .notice(problem) }
        if cut { return .notice("At most \(maxDigits) digits") }
        return .handled
    }

    /// What the text holds that the field cannot, as a message; `nil` when nothing.
    var problem: String? {
        let text = editor.text
        if !allowsNegative, text.contains("-") { return "No negative numbers" }
        guard let point = text.firstIndex(of: ".") else { return nil }
        guard let fractionDigits else { return "Whole numbers only" }
        let decimals = text[text.index(after: point)...].filter(\.isASCIIDigit).count
        if decimals > fractionDigits {
            return fractionDigits == 1 ? "At most 1 decimal" : "At most \(fractionDigits) decimals"
        }
        return nil
    }

    /// The message for the text on submit or when focus leaves: `problem`, or `notANumber`
    /// when `parse` cannot read it (`-`, `4-2`, `1.`).
    func validate<Number>(parse: (String) -> Number?, notANumber: String) -> String? {
        if editor.isEmpty { return nil }
        if let problem { return problem }
        return parse(editor.text) == nil ? notANumber : nil
    }

    private var digitCount: Int {
        editor.text.utf8.lazy.filter { (0x30...0x39).contains($0) }.count
    }

    static func isNumberCharacter(_ character: Character) -> Bool {
        character.isASCIIDigit || character == "-" || character == "+" || character == "."
    }
}
