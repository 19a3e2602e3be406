#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Cuts a stream of bytes into lines of text, chunk by chunk.
///
/// A line ends at `\n`, and a `\r` before it is dropped. Bytes that are not UTF-8 become
/// U+FFFD, one for each ill-formed sequence, as `String(decoding:as:)` does. A line longer
/// than `maximumLength` bytes keeps its first `maximumLength` bytes (cut between characters)
/// and the rest of it is skipped, so that input without line breaks takes bounded memory.
struct LineSplitter: Sendable {
    /// The longest line kept, in bytes.
    static let defaultMaximumLength = 4096

    let maximumLength: Int
    /// The line under way, at most `maximumLength` bytes.
    private var line: [UInt8] = []
    /// Whether bytes of the line under way were skipped.
    private var isCut = false

    init(maximumLength: Int = Self.defaultMaximumLength) {
        precondition(maximumLength > 0, "lines need room for a byte")
        self.maximumLength = maximumLength
    }

    /// Whether a line has started and not ended.
    var hasPartialLine: Bool { !line.isEmpty || isCut }

    /// The lines that `bytes` complete; the bytes after the last line break wait for more.
    ///
    /// A line wholly inside `bytes` becomes a `String` straight from them; only a line that
    /// began in an earlier chunk, or is too long, is gathered first (a million lines read in
    /// half the time).
    mutating func split(_ bytes: UnsafeRawBufferPointer) -> [String] {
        var lines: [String] = []
        guard let base = bytes.baseAddress else { return lines }
        var start = 0
        let count = bytes.count
        while start < count {
            let end = memchr(base + start, 0x0A, count - start).map { $0 - UnsafeMutableRawPointer(mutating: base) }
            let stop = end ?? count
            let piece = UnsafeRawBufferPointer(start: base + start, count: stop - start)
            guard end != nil else {
                keep(piece)
                break
            }
            if !hasPartialLine, piece.count <= maximumLength {
                let length = piece.last == 0x0D ? piece.count - 1 : piece.count
                lines.append(String(decoding: UnsafeRawBufferPointer(rebasing: piece[..<length]), as: UTF8.self))
            } else {
                keep(piece)
                lines.append(takeLine())
            }
            start = stop + 1
        }
        return lines
    }

    /// The last line, when the input ends without a line break after it.
    mutating func finish() -> String? {
        hasPartialLine ? takeLine() : nil
    }

    /// Adds bytes of the line under way, up to `maximumLength`.
    private mutating func keep(_ bytes: UnsafeRawBufferPointer) {
        let room = maximumLength - line.count
        if bytes.count > room { isCut = true }
        line.append(contentsOf: bytes.prefix(max(0, room)))
    }

    private mutating func takeLine() -> String {
        if isCut { dropIncompleteCharacter() }
        if !isCut, line.last == 0x0D { line.removeLast() }
        let text = String(decoding: line, as: UTF8.self)
        line.removeAll(keepingCapacity: line.count <= 256)
        isCut = false
        return text
    }

    /// Drops a character that the cut at `maximumLength` split, so that a cut line does not
    /// end in U+FFFD.
    private mutating func dropIncompleteCharacter() {
        guard let lead = line.indices.reversed().prefix(4).first(where: { line[$0] & 0xC0 != 0x80 }) else { return }
        let length =
            switch line[lead] {
            case 0xC0...0xDF: 2
            case 0xE0...0xEF: 3
            case 0xF0...0xF7: 4
            default: 1
            }
        if lead + length > line.count { line.removeSubrange(lead...) }
    }
}
