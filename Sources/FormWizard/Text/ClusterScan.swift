/// Walks text by grapheme cluster, with ASCII read from its bytes: no grapheme breaking, no
/// `Character` made, for the text dialogs draw and measure most.
///
/// Between two ASCII bytes there is always a cluster boundary except inside CR LF, so a byte
/// below 0x80 followed by another (or by the end) is a cluster of its own. Anything else —
/// a non-ASCII scalar, or ASCII followed by one, which may join it (`e` + U+0301) — is read
/// as the `Character` Swift makes of it, so clusters come out exactly as iterating the
/// string gives them.
///
/// One more case skips grapheme breaking: a non-ASCII scalar that starts a cluster and is
/// followed by ASCII (or the end) is a cluster of its own, unless it is a Prepend character
/// (which joins what follows): no rule joins an ASCII scalar to what precedes it. The same
/// holds before a symbol of U+2010–U+2BFF other than the combining marks for symbols
/// (U+20D0–U+20FF): none is Extend, ZWJ or SpacingMark. Frames, arrows, `·` and most accented
/// letters between ASCII are read so, as a scalar.
enum ClusterScan {
    /// Calls `ascii` with each run of clusters that are one ASCII byte each (CR LF counts as
    /// its 0x0D: the run ends with the CR and the LF is skipped), `scalar` with each other
    /// cluster of one scalar that the bytes show to be one, and `other` with each other
    /// cluster, in order.
    @inline(__always)
    static func forEachRun<S: StringProtocol>(
        in text: S, ascii: (UnsafeBufferPointer<UInt8>) -> Void, scalar: (Unicode.Scalar) -> Void,
        other: (Character) -> Void
    ) {
        let scanned: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
            let count = bytes.count
            var offset = 0
            while offset < count {
                let byte = bytes[offset]
                if byte < 0x80, offset + 1 == count || bytes[offset + 1] < 0x80 {
                    // A run: each byte is a cluster while the byte after it is ASCII too.
                    let start = offset
                    var skip = 0
                    repeat {
                        let next: UInt8 = offset + 1 < count ? bytes[offset + 1] : 0
                        if next >= 0x80 { break }
                        offset += 1
                        if bytes[offset - 1] == 0x0D, next == 0x0A {
                            skip = 1
                            break
                        }
                    } while offset < count
                    ascii(UnsafeBufferPointer(rebasing: bytes[start..<offset]))
                    offset += skip
                    continue
                }
                if byte >= 0xC0, let (value, length) = Self.lone(bytes, at: offset) {
                    scalar(value)
                    offset += length
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
            if character.utf8.count == 1 {
                withUnsafePointer(to: character.utf8.first!) { ascii(UnsafeBufferPointer(start: $0, count: 1)) }
            } else {
                other(character)
            }
        }
    }

    /// Calls `ascii` with each cluster that is one ASCII byte (CR LF counts as its 0x0D) and
    /// `other` with each other cluster, in order.
    @inline(__always)
    static func forEach<S: StringProtocol>(in text: S, ascii: (UInt8) -> Void, other: (Character) -> Void) {
        forEachRun(
            in: text, ascii: { run in for byte in run { ascii(byte) } }, scalar: { other(Character($0)) },
            other: other)
    }

    /// The scalar that starts at `offset` (a lead byte) and its length in bytes, when it is a
    /// cluster of its own: followed by ASCII or the end, and not a Prepend character.
    @inline(__always)
    private static func lone(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[offset]
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        let end = offset + length
        guard end <= bytes.count else { return nil }
        let value = decode(bytes, at: offset, length: length)
        guard mayStandAlone(value), let scalar = Unicode.Scalar(value) else { return nil }
        if end == bytes.count || bytes[end] < 0x80 { return (scalar, length) }
        // Followed by a symbol that joins nothing before it (arrows, frames, shapes: `↑↓`).
        let next = bytes[end]
        guard next >= 0xE0, next < 0xF0, end + 3 <= bytes.count else { return nil }
        let following = decode(bytes, at: end, length: 3)
        guard following >= 0x2010, following < 0x2C00, !(0x20D0..<0x2100).contains(following) else { return nil }
        return (scalar, length)
    }

    /// The scalar value of the `length` bytes of UTF-8 at `offset`.
    @inline(__always)
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, length: Int) -> UInt32 {
        var value = UInt32(bytes[offset]) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for index in (offset + 1)..<(offset + length) { value = value << 6 | UInt32(bytes[index] & 0x3F) }
        return value
    }

    /// Whether `value` is certainly not a Prepend character (Grapheme_Cluster_Break=Prepend:
    /// U+0600–U+0605, U+06DD, U+070F, U+0890–U+0891, U+08E2, U+0D4E and some above U+10000):
    /// below U+0600, and U+0900–U+D7FF but U+0D4E, are not.
    @inline(__always)
    static func mayStandAlone(_ value: UInt32) -> Bool {
        value < 0x600 || (value >= 0x900 && value < 0xD800 && value != 0xD4E)
    }
}
