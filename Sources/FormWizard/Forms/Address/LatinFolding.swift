/// Text folded for matching what a user types against names: lower case, Latin letters without
/// their diacritics, so "cote", "Côte" and "CÔTE" all read "cote".
///
/// The standard library has no public canonical decomposition, so a table covers the letters of
/// Latin-1 and Latin Extended-A (plus Romanian ș and ț), including the ones that do not
/// decompose (ß → ss, æ → ae, ø → o, ł → l, …); combining marks, as in already-decomposed text,
/// are dropped. Other scripts are lower-cased and kept.
enum LatinFolding {
    /// `text` in lower case without diacritics.
    ///
    /// Linear in the text: ASCII is lowered without Unicode's tables, and every scalar is
    /// appended on its own (appending a string's scalars as a sequence copied the result).
    static func fold(_ text: some StringProtocol) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let value = scalar.value
                result.append((0x41...0x5A).contains(value) ? Unicode.Scalar(UInt8(value + 0x20)) : scalar)
                continue
            }
            if isMark(scalar) { continue }
            for lower in scalar.properties.lowercaseMapping.unicodeScalars where !isMark(lower) {
                if let plain = table[lower] {
                    for folded in plain.unicodeScalars { result.append(folded) }
                } else {
                    result.append(lower)
                }
            }
        }
        return String(result)
    }

    /// The words of `text`, folded: runs of letters and digits; everything else separates them,
    /// so "Côte d'Ivoire" is ["cote", "d", "ivoire"].
    static func words(_ text: some StringProtocol) -> [Substring] {
        fold(text).split { !$0.isLetter && !$0.isNumber }
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// Lower-case letter → what it folds to.
    private static let table: [Unicode.Scalar: String] = {
        var table: [Unicode.Scalar: String] = [:]
        for (plain, letters) in withDiacritics {
            for letter in letters.unicodeScalars { table[letter] = plain }
        }
        for (letter, plain) in standalone { table[letter] = plain }
        return table
    }()

    private static let withDiacritics: KeyValuePairs<String, String> = [
        "a": "àáâãäåāăą", "c": "çćĉċč", "d": "ď", "e": "èéêëēĕėęě", "g": "ĝğġģ", "h": "ĥ",
        "i": "ìíîïĩīĭį", "j": "ĵ", "k": "ķ", "l": "ĺļľ", "n": "ñńņň", "o": "òóôõöōŏő", "r": "ŕŗř",
        "s": "śŝşšș", "t": "ţťț", "u": "ùúûüũūŭůűų", "w": "ŵ", "y": "ýÿŷ", "z": "źżž",
    ]

    private static let standalone: KeyValuePairs<Unicode.Scalar, String> = [
        "ß": "ss", "æ": "ae", "ð": "d", "ø": "o", "þ": "th", "đ": "d", "ħ": "h", "ı": "i", "ĳ": "ij",
        "ĸ": "k", "ŀ": "l", "ł": "l", "ŉ": "n", "ŋ": "n", "œ": "oe", "ŧ": "t", "ſ": "s",
    ]
}
