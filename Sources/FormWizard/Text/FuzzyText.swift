#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The characters of a text as `FuzzyQuery` matches them: per character, a code for its folded
/// form and the kind of character it was (letter or digit, lower or upper case), which the
/// score reads.
///
/// A code is the folded character's scalar value, or for a folded character of several
/// scalars (a flag, an emoji sequence) a hash of it above the scalars' range (the same in one
/// process, which is all an index needs); a character that folds to nothing gets `noMatch`.
protocol FuzzyTextUnits {
    /// The number of characters.
    var count: Int { get }
    /// Whether the character at `index` is the query's character `code`.
    func matches(_ index: Int, _ code: UInt32) -> Bool
    /// The first character from `start` on that is `code`.
    func firstIndex(of code: UInt32, from start: Int) -> Int?
    /// The kind bits (`FuzzyText.wordBit`, `lowerBit`, `upperBit`) of the character at `index`.
    func kind(_ index: Int) -> UInt32
}

/// Packed units: a code in the low 29 bits, the kind in the top 3; built from any text.
struct WideFuzzyText: FuzzyTextUnits {
    let units: UnsafeBufferPointer<UInt32>

    var count: Int { units.count }

    @inline(__always)
    func matches(_ index: Int, _ code: UInt32) -> Bool {
        units[index] & FuzzyText.codeMask == code
    }

    @inline(__always)
    func firstIndex(of code: UInt32, from start: Int) -> Int? {
        var index = start
        while index < units.count {
            if units[index] & FuzzyText.codeMask == code { return index }
            index += 1
        }
        return nil
    }

    @inline(__always)
    func kind(_ index: Int) -> UInt32 { units[index] >> FuzzyText.kindShift }
}

/// The bytes of an ASCII text without CR (each byte one character) in lower case, and a bit
/// per byte (in a bitset shared by many texts, from bit `offset`; `nil` when none is) telling
/// which were upper case: the bytes are compared as they are, with `memchr`.
struct ASCIIFuzzyText: FuzzyTextUnits {
    let bytes: UnsafeBufferPointer<UInt8>
    let upper: UnsafePointer<UInt64>?
    let offset: Int

    var count: Int { bytes.count }

    @inline(__always)
    func matches(_ index: Int, _ code: UInt32) -> Bool {
        UInt32(bytes[index]) == code
    }

    @inline(__always)
    func firstIndex(of code: UInt32, from start: Int) -> Int? {
        guard code < 0x80, start < bytes.count, let base = bytes.baseAddress,
            let found = memchr(base + start, Int32(code), bytes.count - start)
        else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    @inline(__always)
    func kind(_ index: Int) -> UInt32 {
        let bit = offset + index
        if let upper, upper[bit >> 6] & (1 << UInt64(bit & 63)) != 0 { return FuzzyText.wordBit | FuzzyText.upperBit }
        return UInt32(FuzzyText.asciiKinds[Int(bytes[index])])
    }
}

/// The matching and scoring shared by `FuzzyQuery.match(_:)` and `FilterIndex`.
enum FuzzyText {
    static let codeMask: UInt32 = 0x1FFF_FFFF
    static let kindShift: UInt32 = 29
    /// A code no query character has.
    static let noMatch: UInt32 = codeMask
    /// Kind bits: a letter or digit; lower case; upper case.
    static let wordBit: UInt32 = 1
    static let lowerBit: UInt32 = 2
    static let upperBit: UInt32 = 4

    /// The kind of each ASCII byte.
    static let asciiKinds: [UInt8] = (0..<128).map { byte in
        switch byte {
        case 0x30...0x39: 1
        case 0x61...0x7A: 3
        case 0x41...0x5A: 5
        default: 0
        }
    }

    /// The code of a folded character.
    static func code(of folded: Character?) -> UInt32 {
        guard let folded else { return noMatch }
        let scalars = folded.unicodeScalars
        if scalars.count == 1, let scalar = scalars.first { return scalar.value }
        var hasher = Hasher()
        hasher.combine(folded)
        let span = UInt32(noMatch - 0x11_0000)
        return 0x11_0000 + UInt32(truncatingIfNeeded: UInt(bitPattern: hasher.finalize()) % UInt(span))
    }

    /// An ASCII byte in lower case.
    @inline(__always)
    static func folded(_ byte: UInt8) -> UInt32 {
        (0x41...0x5A).contains(byte) ? UInt32(byte | 0x20) : UInt32(byte)
    }

    /// The bit of a code in a text's mask: letters and digits one each, the rest shared.
    @inline(__always)
    static func bit(of code: UInt32) -> UInt64 {
        switch code {
        case 0x61...0x7A: 1 << UInt64(code - 0x61)
        case 0x30...0x39: 1 << UInt64(code - 0x30 + 26)
        default: 1 << UInt64(36 + code % 28)
        }
    }

    /// The packed units of `text`, one per character.
    static func units(of text: String) -> [UInt32] {
        var units: [UInt32] = []
        units.reserveCapacity(text.utf8.count)
        for character in text {
            if let ascii = character.asciiValue, ascii != 0x0D {
                units.append(folded(ascii) | UInt32(asciiKinds[Int(ascii)]) << kindShift)
                continue
            }
            var kind: UInt32 = character.isLetter || character.isNumber ? wordBit : 0
            if character.isLowercase { kind |= lowerBit }
            if character.isUppercase { kind |= upperBit }
            let folded =
                character.isASCII
                ? Character(character.lowercased()) : LatinFolding.fold(String(character)).first
            units.append(code(of: folded) | kind << kindShift)
        }
        return units
    }

    /// The mask of a text: the bits of its characters' codes.
    static func mask(of units: [UInt32]) -> UInt64 {
        units.reduce(0) { $0 | bit(of: $1 & codeMask) }
    }

    /// Where the earliest match of a query's `codes` in `text` ends, or `nil` when there is none;
    /// from `start`, looking for `codes[next]`, when the earlier codes are known to end before
    /// `start` at the earliest.
    @inline(__always)
    static func end<T: FuzzyTextUnits>(
        of codes: UnsafeBufferPointer<UInt32>, in text: T, from start: Int = 0, next first: Int = 0
    ) -> Int? {
        var index = start
        for next in first..<codes.count {
            guard let found = text.firstIndex(of: codes[next], from: index) else { return nil }
            index = found + 1
        }
        return index - 1
    }

    /// The score of the latest-starting match of a query's `codes` that ends at `end` (see
    /// `FuzzyQuery.match`), storing its positions when `positions` has room for them.
    ///
    /// 16 per matched character, 8 more when it follows the one before, 8 more when it begins a
    /// word (after a character that is neither letter nor digit, or an upper-case letter after
    /// a lower-case one), 10 more when it begins the text, less 1 per character skipped within
    /// the match.
    @inline(__always)
    static func score<T: FuzzyTextUnits>(
        of codes: UnsafeBufferPointer<UInt32>, in text: T, endingAt end: Int, positions: UnsafeMutableBufferPointer<Int>
    ) -> Int {
        var wanted = codes.count - 1
        var index = end
        var later = -1
        var score = 0
        while wanted >= 0 {
            if text.matches(index, codes[wanted]) {
                if !positions.isEmpty { positions[wanted] = index }
                score += 16
                if index == 0 {
                    score += 18
                } else {
                    let before = text.kind(index - 1)
                    if before & wordBit == 0 || (before & lowerBit != 0 && text.kind(index) & upperBit != 0) {
                        score += 8
                    }
                }
                if later >= 0 {
                    let gap = later - index - 1
                    score += gap == 0 ? 8 : -gap
                }
                later = index
                wanted -= 1
            }
            index -= 1
        }
        return score
    }
}
