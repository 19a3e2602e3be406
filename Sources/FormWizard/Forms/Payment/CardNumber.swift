/// The digits of a card number as typed, and how they show on screen: grouped by the brand's
/// pattern, e.g. `4111 1111 1111 1111` or `3782 822463 10005`.
///
/// A card-number field keeps a `CardNumber`, draws `formatted` and places its cursor by column;
/// `CardNumber+Editing` maps between columns and digits and edits by column. The number is a
/// secret: `description`, `debugDescription` and `dump` show only the brand and the last four
/// digits (`Visa •••• 1111`). Read `digits` to send it to the payment processor.
public struct CardNumber: Hashable, Sendable {
    /// The most digits a card number has (ISO/IEC 7812).
    public static let maxDigits = 19

    /// The digits, at most `maxDigits`, without spaces.
    public internal(set) var digits: String

    /// The digits of `text`, at most `maxDigits`; everything but ASCII digits is skipped, so
    /// formatted text such as `"4111 1111-1111 1111"` works too.
    public init(_ text: some StringProtocol) {
        digits = String(text.filter(\.isASCIIDigit).prefix(Self.maxDigits))
    }

    /// No digits yet.
    public init() {
        digits = ""
    }

    /// The brand its leading digits tell.
    public var brand: CardBrand {
        CardBrand(number: digits)
    }

    /// The last four digits (fewer when fewer are typed), the part that may be shown.
    public var lastFour: String {
        String(digits.suffix(4))
    }

    /// Whether this is a complete number: a known brand, a length that brand has, and a correct
    /// Luhn check digit.
    public var isValid: Bool {
        brand != .unknown && brand.numberLengths.contains(digits.count) && Self.passesLuhn(digits)
    }

    /// The digits in groups separated by single spaces, e.g. `"4111 1111 1111 1"` while typing.
    /// Digits past the brand's groups (an American Express number typed too long) form one more
    /// group.
    public var formatted: String {
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && groupStarts.contains(index) { result.append(" ") }
            result.append(digit)
        }
        return result
    }

    /// The digit indices at which a group starts, after the first: [4, 8, 12, 16] or [4, 10, 15].
    var groupStarts: [Int] {
        var starts: [Int] = []
        var position = 0
        for size in brand.groups {
            position += size
            starts.append(position)
        }
        return starts
    }

    /// Whether `digits` passes the Luhn (mod 10) check that card numbers carry in their last
    /// digit; false for no digits.
    static func passesLuhn(_ digits: some StringProtocol) -> Bool {
        var sum = 0
        var doubled = false
        for character in digits.reversed() {
            guard let digit = character.wholeNumberValue, character.isASCII else { return false }
            let value = doubled ? digit * 2 : digit
            sum += value > 9 ? value - 9 : value
            doubled.toggle()
        }
        return !digits.isEmpty && sum % 10 == 0
    }
}

extension CardNumber: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The brand and last four digits only, e.g. `Visa •••• 1111`; never the whole number.
    public var description: String {
        digits.isEmpty ? "\(brand.name) (no number)" : "\(brand.name) •••• \(lastFour)"
    }

    /// The same as `description`: the number stays out of logs and debugger output.
    public var debugDescription: String {
        "CardNumber(\(description))"
    }

    /// The brand and last four digits only, so `dump` and reflection never show the number.
    public var customMirror: Mirror {
        Mirror(self, children: ["brand": brand, "lastFour": lastFour], displayStyle: .struct)
    }
}
