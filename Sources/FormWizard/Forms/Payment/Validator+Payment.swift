extension Validator where Value == String {
    /// Fails unless the text is a complete card number of an accepted brand: digits (spaces and
    /// dashes between them are fine), a length that brand has, and a correct Luhn check digit.
    ///
    /// Empty text passes: list `required()` too when the field must be filled in.
    public static func cardNumber(
        accepting brands: [CardBrand] = [.visa, .mastercard, .amex, .discover], message: String? = nil
    ) -> Validator {
        Validator { text in
            if text.isEmpty { return nil }
            guard text.allSatisfy({ $0.isASCIIDigit || $0 == " " || $0 == "-" }) else {
                return message ?? "A card number has only digits"
            }
            let digits = text.filter(\.isASCIIDigit)
            let brand = CardBrand(number: digits)
            guard brand != .unknown, brands.contains(brand) else {
                return message ?? "Enter a \(list(brands.map(\.name))) card number"
            }
            guard brand.numberLengths.contains(digits.count) else {
                return message ?? "\(brand.name) card numbers have \(list(brand.numberLengths.map(String.init))) digits"
            }
            return CardNumber.passesLuhn(digits) ? nil : message ?? "Check the card number for a typo"
        }
    }

    /// Fails unless the text is a security code (CVV) for `brand`: 3 digits, 4 for American
    /// Express, either while the brand is unknown.
    ///
    /// Empty text passes: list `required()` too when the field must be filled in.
    public static func cvv(for brand: CardBrand = .unknown, message: String? = nil) -> Validator {
        Validator { text in
            if text.isEmpty { return nil }
            if text.allSatisfy(\.isASCIIDigit) && brand.cvvLengths.contains(text.count) { return nil }
            let lengths = brand.cvvLengths.map { "\($0)" }.joined(separator: "- or ")
            return message ?? "Enter the \(lengths)-digit security code"
        }
    }

    /// Fails unless the text is a complete expiry (`MM/YY`, as `CardExpiry.init?(_:)` reads it)
    /// with a month 01 to 12, not before the month `today` returns and at most 20 years after it.
    ///
    /// `today` is asked on every check, so a form left open over the end of a month still
    /// judges right; tests pass a fixed month. Empty text passes: list `required()` too when the
    /// field must be filled in.
    public static func expiry(
        today: @escaping @Sendable () -> YearMonth = YearMonth.current, message: String? = nil
    ) -> Validator {
        Validator { text in
            switch ExpiryText(text).state {
            case .empty:
                return text.isBlank ? nil : message ?? "Enter the expiry date as MM/YY"
            case .incomplete:
                return message ?? "Enter the expiry date as MM/YY"
            case .invalidMonth:
                return message ?? "Enter a month from 01 to 12"
            case .complete(let month, let year):
                let expiry = YearMonth(year: year, month: month)
                let now = today()
                if expiry < now { return message ?? "This card has expired" }
                if expiry > now.adding(months: 20 * 12) { return message ?? "Check the expiry year" }
                return nil
            }
        }
    }

    /// `["Visa", "Mastercard", "Discover"]` as "Visa, Mastercard or Discover".
    private static func list(_ items: [String]) -> String {
        guard let last = items.last else { return "" }
        let rest = items.dropLast()
        return rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last
    }
}
