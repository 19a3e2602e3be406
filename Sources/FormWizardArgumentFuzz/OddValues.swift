import FormWizardTesting

/// The values a mutation puts in an argument's place: numbers at and past every bound a size,
/// count or duration might have, and texts that are empty, huge, not UTF-8 or full of
/// control characters and escape sequences.
enum OddValues {
    /// Numbers, as written on a command line, that a parser or layout may get wrong.
    static let numbers: [String] = [
        "-1", "0", "1", "2", "3", "-2", "100", "101", "-100", "255", "256", "1000", "65535", "65536",
        "86400", "86401", "1000000", "2147483647", "2147483648", "-2147483648", "-2147483649", "4294967296",
        "4611686018427387904", "4611686018427387903", "-4611686018427387904", "9223372036854775807",
        "-9223372036854775808", "9223372036854775806", "-9223372036854775807", "9223372036854775808",
        "-9223372036854775809", "18446744073709551616", "99999999999999999999999999", "0009", "-0", "+5",
    ]

    /// Arguments in a number's place that are no whole number, or only nearly one.
    static let nonNumbers: [String] = [
        "", " ", "abc", "1.5", "1e9", "0x10", " 5", "5 ", "\t7", "5\n", "1_000", "--5", "-", "NaN", "inf",
        "٣", "５", "½", "1,000", "5%", "3s", "1:30", "-+1", "++1",
    ]

    /// Short texts that have broken terminals, parsers and layouts.
    static let texts: [String] = [
        "", " ", "x", "-", "--", "=", "a=b=c", ":", "name=Name:required,email", "--title", "-h", "on", "off",
        "\u{1B}]0;pwned\u{7}", "\u{1B}]52;c;aGVsbG8=\u{7}", "\u{1B}[2J\u{1B}[H", "\u{1B}[6n", "\u{9B}6n",
        "\u{1B}P+q544e\u{1B}\\", "\u{7}\u{7}", "\u{8}\u{8}\u{8}xx", "a\rb", "tab\there", "\u{7F}del", "\u{85}nel",
        "\u{202E}evil\u{202C}", "\u{200B}\u{200D}\u{FEFF}", "e\u{301}\u{301}\u{301}\u{301}", "👩‍👩‍👧‍👦 family",
        "🇬🇧🇯🇵", "漢字かな交じり文", "ｶﾀｶﾅ", "\u{10FFFD}", "\u{FFFD}", "שלום עולם", "line one\nline two\n\nfour",
        "\n", "\n\n\n", "\\n\\t\\Z1red\\Zn", "\\Zb\\Z", "\\Z9\\Zr", "%s%n%x%99999d", "$(echo x)", "`echo x`",
        "' \" \\", "~", "*", "?", "[", "\u{1}\u{2}\u{3}\u{1F}", "\u{2028}\u{2029}", "\u{E000}",
    ]

    /// Byte strings that are not UTF-8: lone continuation bytes, overlong forms, surrogates, a
    /// cut sequence, C1 controls as raw bytes.
    static let invalidUTF8: [[UInt8]] = [
        [0xFF], [0xFE, 0xFF], [0xC3, 0x28], [0xA0, 0xA1], [0xE2, 0x28, 0xA1], [0xF0, 0x90, 0x28, 0xBC],
        [0xED, 0xA0, 0x80], [0xC0, 0xAF], [0xF8, 0x88, 0x80, 0x80, 0x80], [0x9B, 0x36, 0x6E], [0x1B, 0x9B, 0x32, 0x4A],
        [0x61, 0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80], [0x41, 0x80, 0x42],
    ]

    /// What a long text is made of, repeated: each safe inside a shell's single quotes.
    static let longUnits: [String] = ["x", "ab ", "漢", "word ", "line\n", "e\u{301}", "🙂", "\u{1B}[7m"]

    /// An odd number.
    static func number(_ random: inout SeededGenerator) -> FuzzArgument {
        switch random.weighted([6, 2, 2]) {
        case 0: FuzzArgument(random.pick(numbers), .number)
        case 1: FuzzArgument(String(random.number(in: -1000...1000)), .number)
        default: FuzzArgument(random.pick(nonNumbers), .number)
        }
    }

    /// An odd text: short and odd, not UTF-8, random bytes, or 100 KB long.
    static func text(_ random: inout SeededGenerator) -> FuzzArgument {
        switch random.weighted([8, 2, 2, 2]) {
        case 0: FuzzArgument(random.pick(texts), .text)
        case 1:
            FuzzArgument(bytes: Array("a".utf8) + random.pick(invalidUTF8) + Array("z".utf8), kind: .text)
        case 2:
            FuzzArgument(
                bytes: (0..<random.number(in: 1...40)).map { _ in UInt8(random.number(in: 1...255)) }, kind: .text)
        default: long(&random)
        }
    }

    /// A text of 1 KB to 100 KB, one of `longUnits` repeated.
    static func long(_ random: inout SeededGenerator) -> FuzzArgument {
        let unit = random.pick(longUnits)
        let bytes = random.pick([1024, 10 * 1024, 100 * 1024])
        let count = max(1, bytes / unit.utf8.count)
        let quotedUnit = unit.quotedForShell
        return FuzzArgument(
            bytes: Array(String(repeating: unit, count: count).utf8), kind: .text,
            shell: "\"$(printf \(quotedUnit)'%.0s' $(seq \(count)))\"")
    }
}

extension String {
    /// The text in a shell's quotes: `'…'`, or `$'…'` when it holds a line break or ESC.
    fileprivate var quotedForShell: String {
        guard contains("\n") || contains("\u{1B}") else { return "'" + self + "'" }
        let escaped = self.replacing("\n", with: "\\n").replacing("\u{1B}", with: "\\e")
        return "$'" + escaped + "'"
    }
}
