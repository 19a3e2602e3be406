#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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

    /// The byte offset of the first match at or after `from`: the first byte found with
    /// `memchr` (both cases of a letter when case is ignored), the rest compared in place.
    private func firstOffset(in text: String, from: Int) -> Int? {
        var text = text
        return text.withUTF8 { haystack in
            bytes.withUnsafeBufferPointer { needle in
                let count = needle.count
                guard from >= 0, haystack.count - from >= count, let base = haystack.baseAddress else { return nil }
                let last = haystack.count - count
                let first = needle[0]
                let other = ignoresCase && first >= 0x61 && first <= 0x7A ? first - 0x20 : first
                var start = from
                while start <= last {
                    let length = last - start + 1
                    guard let found = Self.find(first, other, in: base + start, count: length) else { return nil }
                    let offset = found - base
                    var index = 1
                    while index < count, fold(haystack[offset + index]) == needle[index] { index += 1 }
                    if index == count { return offset }
                    start = offset + 1
                }
                return nil
            }
        }
    }

    /// The first of `count` bytes from `start` that is `byte` or `other`.
    private static func find(
        _ byte: UInt8, _ other: UInt8, in start: UnsafePointer<UInt8>, count: Int
    ) -> UnsafePointer<UInt8>? {
        guard byte != other else {
            return memchr(start, Int32(byte), count).map { UnsafePointer($0.assumingMemoryBound(to: UInt8.self)) }
        }
        var pointer = start
        let end = start + count
        while pointer < end {
            let value = pointer.pointee
            if value == byte || value == other { return pointer }
            pointer += 1
        }
        return nil
    }

    @inline(__always)
    private func fold(_ byte: UInt8) -> UInt8 {
        ignoresCase && byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }
}
