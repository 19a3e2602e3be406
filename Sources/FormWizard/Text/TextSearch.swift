/// A search for a piece of text in lines, as a pager does it: smart case, by bytes.
///
/// ASCII letters match either case unless the query holds a capital letter; every other
/// character matches only itself. The search reads UTF-8 bytes, so a line is searched without
/// making `Character`s or lowercased copies.
public struct TextSearch: Hashable, Sendable {
    /// What is searched for.
    public let query: String
    private let bytes: [UInt8]
    private let ignoresCase: Bool

    /// A search for `query`; `nil` when it is empty.
    public init?(_ query: String) {
        guard !query.isEmpty else { return nil }
        self.query = query
        bytes = Array(query.utf8)
        ignoresCase = !bytes.contains { $0 >= 0x41 && $0 <= 0x5A }

    }

    /// Whether `text` holds the query.
    public func matches(_ text: String) -> Bool {
        firstOffset(in: text, from: 0) != nil
    }

    /// Where the query occurs in `text`, left to right, not overlapping.
    ///
    /// - Parameter text: the text searched.
    /// - Returns: the ranges of the matches, in `text`'s indices.
    public func ranges(in text: String) -> [Range<String.Index>] {
        var ranges: [Range<String.Index>] = []
        var from = 0
        let utf8 = text.utf8
        while let offset = firstOffset(in: text, from: from) {
            let start = utf8.index(utf8.startIndex, offsetBy: offset)
            let end = utf8.index(start, offsetBy: bytes.count)
            ranges.append(start..<end)
            from = offset + bytes.count
        }
        return ranges
    }

    /// The byte offset of the first match at or after `from`.
    private func firstOffset(in text: String, from: Int) -> Int? {
        var text = text
        return text.withUTF8 { haystack in
            let count = bytes.count
            guard haystack.count - from >= count else { return nil }
            let first = fold(bytes[0])
            var start = from
            let last = haystack.count - count
            while start <= last {
                if fold(haystack[start]) == first {
                    var offset = 1
                    while offset < count, fold(haystack[start + offset]) == fold(bytes[offset]) { offset += 1 }
                    if offset == count { return start }
                }
                start += 1
            }
            return nil
        }
    }

    @inline(__always)
    private func fold(_ byte: UInt8) -> UInt8 {
        ignoresCase && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}
