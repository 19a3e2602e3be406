/// Walks text by grapheme cluster, with ASCII read from its bytes: no grapheme breaking, no
/// `Character` made, for the text dialogs draw and measure most.
///
/// Between two ASCII bytes there is always a cluster boundary except inside CR LF, so a byte
/// below 0x80 followed by another (or by the end) is a cluster of its own. Anything else —
/// a non-ASCII scalar, or ASCII followed by one, which may join it (`e` + U+0301) — is read
/// as the `Character` Swift makes of it, so clusters come out exactly as iterating the
/// string gives them.
enum ClusterScan {
    /// Calls `ascii` with each cluster that is one ASCII byte (CR LF counts as its 0x0D) and
    /// `other` with each other cluster, in order.
    @inline(__always)
    static func forEach<S: StringProtocol>(
        in text: S, ascii: (UInt8) -> Void, other: (Character) -> Void
    ) {
        let scanned: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            let count = bytes.count
            var offset = 0
            while offset < count {
                let byte = bytes[offset]
                let next: UInt8 = offset + 1 < count ? bytes[offset + 1] : 0
                if byte < 0x80, next < 0x80 {
                    ascii(byte)
                    offset += byte == 0x0D && next == 0x0A ? 2 : 1
                    continue
                }
                let start = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
                let character = text[start...].first!
                other(character)
                offset += character.utf8.count
            }
        }
        if scanned != nil { return }
        for character in text {
            if character.utf8.count == 1 { ascii(character.utf8.first!) } else { other(character) }
        }
    }
}
