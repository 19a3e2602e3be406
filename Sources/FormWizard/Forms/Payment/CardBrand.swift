/// The card network a card number belongs to, told by its leading digits.
///
/// The brand decides how many digits the number has, how long the security code (CVV) is and
/// how the number is grouped on screen: `4111 1111 1111 1111`, but `3782 822463 10005` for
/// American Express.
public enum CardBrand: Hashable, Sendable, CaseIterable {
    /// Visa, Mastercard, American Express, Discover.
    case visa, mastercard, amex, discover
    /// Leading digits of no brand above, or too few digits to tell yet.
    case unknown

    /// The brand of the number that starts with these digits; characters other than digits
    /// (such as the spaces of a formatted number) are skipped.
    ///
    /// Visa starts with 4; Mastercard with 51–55 or 2221–2720; American Express with 34 or 37;
    /// Discover with 6011, 644–649 or 65. Until enough digits are typed to tell (e.g. just `5`),
    /// the brand is `unknown`.
    public init(number: some StringProtocol) {
        var prefix = 0
        var count = 0
        for character in number where count < 4 {
            guard let digit = character.wholeNumberValue, character.isASCII else { continue }
            prefix = prefix * 10 + digit
            count += 1
            if let brand = CardBrand.brand(prefix: prefix, digits: count) {
                self = brand
                return
            }
        }
        self = .unknown
    }

    private static func brand(prefix: Int, digits: Int) -> CardBrand? {
        switch (digits, prefix) {
        case (1, 4): .visa
        case (2, 34), (2, 37): .amex
        case (2, 51...55), (4, 2221...2720): .mastercard
        case (2, 65), (3, 644...649), (4, 6011): .discover
        default: nil
        }
    }

    /// The name to show: "Visa", "Mastercard", "American Express", "Discover", or "Card".
    public var name: String {
        switch self {
        case .visa: "Visa"
        case .mastercard: "Mastercard"
        case .amex: "American Express"
        case .discover: "Discover"
        case .unknown: "Card"
        }
    }

    /// The numbers of digits a card number of this brand can have, ascending.
    public var numberLengths: [Int] {
        switch self {
        case .visa: [13, 16, 19]
        case .mastercard: [16]
        case .amex: [15]
        case .discover: Array(16...19)
        case .unknown: Array(12...19)
        }
    }

    /// The numbers of digits the security code (CVV) can have: 4 for American Express, 3 for the
    /// others, either while the brand is unknown.
    public var cvvLengths: [Int] {
        switch self {
        case .amex: [4]
        case .unknown: [3, 4]
        case .visa, .mastercard, .discover: [3]
        }
    }

    /// How the digits are grouped for display: 4-6-5 for American Express, 4-4-4-4-3 for the
    /// others (the fifth group only for 17 to 19 digits).
    public var groups: [Int] {
        self == .amex ? [4, 6, 5] : [4, 4, 4, 4, 3]
    }
}
