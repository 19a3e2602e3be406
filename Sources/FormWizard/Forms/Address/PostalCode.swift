/// Postal codes by country: normalising what was typed, checking it, and an example to show.
///
/// US, CA, GB, DE, FR, ES, IT, NL, JP, AU, BR and IN have their own formats; any other country
/// takes 1 to 10 letters, digits, spaces and dashes.
public enum PostalCode {
    /// `text` as it should be stored: upper case, spaces trimmed and single, and — for a country
    /// with its own format — spaces and dashes put where the format has them when the letters
    /// and digits fit it (`"k1a0b1"` → `"K1A 0B1"`, `"12345 6789"` in the US → `"12345-6789"`).
    public static func normalize(_ text: String, for country: Country) -> String {
        let plain = text.uppercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard let format = formats[country.code], !format.matches(plain) else { return plain }
        let compact = plain.filter { !isSeparator($0) }
        for pattern in format.patterns where matches(compact, pattern.filter { !isSeparator($0) }) {
            var characters = compact.makeIterator()
            return String(pattern.map { isSeparator($0) ? $0 : characters.next() ?? $0 })
        }
        return plain
    }

    /// Whether `text`, once normalised, is a postal code of `country`.
    public static func isValid(_ text: String, for country: Country) -> Bool {
        let code = normalize(text, for: country)
        if let format = formats[country.code] { return format.matches(code) }
        return (1...10).contains(code.count)
            && code.allSatisfy { $0.isASCIIDigit || $0.isASCIIUppercase || isSeparator($0) }
    }

    /// A valid code to show as a hint, such as `"12345 or 12345-6789"` or `"SW1A 1AA"`; `nil` for
    /// a country without its own format.
    public static func example(for country: Country) -> String? {
        formats[country.code]?.example
    }

    /// What the country calls it, for messages: "ZIP code", "postcode" or "postal code".
    static func label(for country: Country) -> String {
        formats[country.code]?.label ?? "postal code"
    }

    /// Ways a country writes its codes: `9` is a digit, `A` a letter, anything else itself.
    struct Format: Sendable {
        var patterns: [String]
        var example: String
        var label = "postal code"

        func matches(_ code: String) -> Bool {
            patterns.contains { PostalCode.matches(code, $0) }
        }
    }

    static func matches(_ code: String, _ pattern: String) -> Bool {
        code.count == pattern.count
            && zip(code, pattern).allSatisfy { character, slot in
                switch slot {
                case "9": character.isASCIIDigit
                case "A": character.isASCIIUppercase
                default: character == slot
                }
            }
    }

    private static func isSeparator(_ character: Character) -> Bool {
        character == " " || character == "-"
    }

    private static let fiveDigits = Format(patterns: ["99999"], example: "12345")

    private static let formats: [String: Format] = [
        "US": Format(patterns: ["99999", "99999-9999"], example: "12345 or 12345-6789", label: "ZIP code"),
        "CA": Format(patterns: ["A9A 9A9"], example: "K1A 0B1"),
        "GB": Format(
            patterns: ["A9 9AA", "A99 9AA", "AA9 9AA", "AA99 9AA", "A9A 9AA", "AA9A 9AA", "GIR 0AA"],
            example: "SW1A 1AA", label: "postcode"),
        "DE": fiveDigits, "FR": fiveDigits, "ES": fiveDigits, "IT": fiveDigits,
        "NL": Format(patterns: ["9999 AA"], example: "1234 AB"),
        "JP": Format(patterns: ["999-9999"], example: "123-4567"),
        "AU": Format(patterns: ["9999"], example: "2000"),
        "BR": Format(patterns: ["99999-999"], example: "12345-678"),
        "IN": Format(patterns: ["999999"], example: "110001"),
    ]
}
