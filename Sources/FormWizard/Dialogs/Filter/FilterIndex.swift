/// A filter's lines folded once for fuzzy matching, as bytes rather than strings per key.
///
/// A line of ASCII (without CR) is kept as its bytes in lower case, with a bit per byte
/// telling which were upper case (the score reads it); any other line as packed character
/// codes (`FuzzyText.units(of:)`), the very ones `FuzzyQuery.match(_:)` compares, so the
/// index and the matcher agree. Each line's entry holds a 64-bit mask of the characters it
/// holds: a query needing a character the line lacks is refused without reading the line.
/// Entries are 24 bytes in one array; an answer keeps copies of its matches' entries, so a
/// search that narrows it reads them in order rather than scattered over the index.
final class FilterIndex: Sendable {
    /// Where a line is and what it holds.
    struct Entry: Sendable {
        /// The bits of its characters (`FuzzyText.bit(of:)`).
        var mask: UInt64
        /// Where it starts in `bytes` (or in `wide`).
        var start: Int
        /// Its number of characters; negative for a line in `wide`.
        var length: Int32
        /// Whether an ASCII line has an upper-case letter (else `upper` is not read).
        var hasUpper: Bool
    }

    /// The bytes of the ASCII lines in lower case, one after the other.
    let bytes: [UInt8]
    /// A bit per byte of `bytes`: whether it was upper case (one word more than needed).
    let upper: [UInt64]
    /// The packed codes of the other lines, one after the other.
    let wide: [UInt32]
    /// Per line, its entry.
    let entries: [Entry]

    /// The number of lines.
    var count: Int { entries.count }

    /// An index of `lines`.
    init(_ lines: some Sequence<String>) {
        var bytes: [UInt8] = []
        var upper: [UInt64] = []
        var wide: [UInt32] = []
        var entries: [Entry] = []
        for line in lines {
            let ascii =
                line.utf8.withContiguousStorageIfAvailable { Self.isPlainASCII($0) } ?? Self.isPlainASCII(line.utf8)
            if ascii {
                let start = bytes.count
                bytes.append(contentsOf: line.utf8)
                upper.append(contentsOf: repeatElement(0, count: (bytes.count + 63) / 64 - upper.count))
                var mask: UInt64 = 0
                var hasUpper = false
                for position in start..<bytes.count {
                    let byte = bytes[position]
                    if (0x41...0x5A).contains(byte) {
                        bytes[position] = byte | 0x20
                        upper[position >> 6] |= 1 << UInt64(position & 63)
                        hasUpper = true
                    }
                    mask |= FuzzyText.bit(of: UInt32(bytes[position]))
                }
                entries.append(
                    Entry(mask: mask, start: start, length: Int32(clamping: bytes.count - start), hasUpper: hasUpper))
            } else {
                let units = FuzzyText.units(of: line)
                entries.append(
                    Entry(
                        mask: FuzzyText.mask(of: units), start: wide.count, length: -Int32(clamping: units.count),
                        hasUpper: true))
                wide += units
            }
        }
        self.bytes = bytes
        upper.append(0)  // never empty, so that it has an address
        self.upper = upper
        self.wide = wide
        self.entries = entries
    }

    private static func isPlainASCII(_ bytes: some Sequence<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }
}
