import FormWizardTesting

/// Text that terminals and editors get wrong: combining marks, ZWJ sequences, flags, CJK, right
/// to left, controls, NUL, and what a terminal makes of invalid UTF-8.
///
/// A `String` cannot hold invalid UTF-8: the terminal layer (`UTF8Assembler`) turns each
/// maximal ill-formed subpart into U+FFFD before it becomes a key or a paste, and so does
/// `String(decoding:as:)`, which is how invalid bytes reach the screen here.
enum FuzzText {
    static let pieces: [String] = [
        "e\u{301}", "a\u{308}\u{304}\u{323}\u{330}", "\u{301}", "\u{20DD}", "Z\u{36B}\u{36A}\u{363}\u{35F}",
        "👨‍👩‍👧‍👦", "🏳️‍🌈", "👩🏽‍💻", "🧑‍🤝‍🧑", "\u{200D}", "👍🏿", "☺\u{FE0F}", "❤\u{FE0E}", "1\u{FE0F}\u{20E3}",
        "🇬🇧", "🇯🇵", "🇦", "🇺🇳🇸",
        "漢字", "日本語", "한국어", "中", "ＡＢＣ", "ｶﾀｶﾅ", "\u{1100}\u{1161}\u{11A8}", "𠀋",
        "שלום", "مرحبا", "\u{202E}abc", "\u{200F}", "\u{2067}x\u{2069}", "ܐܪܡܝܐ",
        "\0", "\u{1B}[31m", "\u{7F}", "\u{85}", "\u{9B}2J", "\u{7}", "\u{8}", "\r", "\n", "\r\n", "\t",
        "\u{200B}", "\u{FEFF}", "\u{2060}", "\u{00AD}", "\u{E000}", "\u{FFFF}", "\u{10FFFD}",
        "क्षि", "தமிழ்", "ผู้", "𝔘𝔫𝔦", "𓀀", "ﷺ", "\u{2028}", "\u{FFFD}",
        String(decoding: [0xC3, 0x28], as: UTF8.self),
        String(decoding: [0xFF, 0xFE, 0x41], as: UTF8.self),
        String(decoding: [0xED, 0xA0, 0x80], as: UTF8.self),
        String(decoding: [0xF0, 0x9F, 0x98], as: UTF8.self),
        String(decoding: [0xE2, 0x82], as: UTF8.self),
        "Ada", "Lovelace", "name@example.com", "12", "-5", "1.5", "SW1Y 4JH", "United", "ger", "zz", " ",
    ]

    /// A short string of pieces and plain words.
    static func short(_ rng: inout SeededGenerator, maxPieces: Int = 4) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...maxPieces, using: &rng) {
            text += rng.chance(0.4) ? plainWord(&rng) : rng.pick(pieces)
        }
        return text
    }

    /// A title or a message: usually plain, sometimes odd, now and then long.
    static func label(_ rng: inout SeededGenerator) -> String {
        switch rng.weighted([5, 3, 1, 1]) {
        case 0: plainWord(&rng)
        case 1: short(&rng)
        case 2: String(repeating: short(&rng, maxPieces: 6) + " ", count: Int.random(in: 1...30, using: &rng))
        default: ""
        }
    }

    /// Text to paste: up to 1 MiB, most of it short.
    static func paste(_ rng: inout SeededGenerator) -> String {
        let size: Int =
            switch rng.weighted([50, 25, 15, 10]) {
            case 0: Int.random(in: 0...40, using: &rng)
            case 1: Int.random(in: 41...2_000, using: &rng)
            case 2: Int.random(in: 2_001...65_536, using: &rng)
            default: Int.random(in: 65_537...1_048_576, using: &rng)
            }
        var chunk = short(&rng, maxPieces: 8)
        if rng.chance(0.5) { chunk += plainWord(&rng) + " " }
        if chunk.utf8.isEmpty { chunk = "x" }
        var text = ""
        text.reserveCapacity(size + chunk.utf8.count)
        while text.utf8.count < size {
            text += chunk
            if rng.chance(0.05) { chunk = short(&rng, maxPieces: 3) + plainWord(&rng) }
        }
        return text
    }

    static func plainWord(_ rng: inout SeededGenerator) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        return String((0..<Int.random(in: 1...10, using: &rng)).map { _ in rng.pick(letters) })
    }

    /// A secret to type into a masked field: starts with `§`, which no other generated text
    /// holds, so finding it on screen means the secret is shown.
    static func secret(_ rng: inout SeededGenerator) -> String {
        let letters = Array("ABCDEFGHJKLMNPQRSTUVWXYZ")
        return "§" + String((0..<7).map { _ in rng.pick(letters) })
    }
}
