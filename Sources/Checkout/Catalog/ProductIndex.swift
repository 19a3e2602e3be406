/// Product names folded for searching (ASCII lower case), stored in one byte buffer so that a
/// search over a million names is one pass through memory.
public struct ProductIndex: Sendable {
    private let bytes: [UInt8]
    /// Where each product's name starts in `bytes`; one extra entry marks the end.
    private let starts: [Int32]

    public init(_ catalog: Catalog) {
        var bytes: [UInt8] = []
        var starts: [Int32] = []
        starts.reserveCapacity(catalog.products.count + 1)
        for product in catalog.products {
            starts.append(Int32(bytes.count))
            bytes.append(contentsOf: Self.fold(product.name))
        }
        starts.append(Int32(bytes.count))
        self.bytes = bytes
        self.starts = starts
    }

    public var count: Int { starts.count - 1 }

    /// The words of `query`, folded: what a name must contain, each somewhere.
    public static func words(of query: String) -> [[UInt8]] {
        query.split(whereSeparator: { $0 == " " }).map { fold(String($0)) }.filter { !$0.isEmpty }
    }

    /// The products among `candidates` (all when `nil`) whose name contains every word.
    public func filter(_ words: [[UInt8]], among candidates: [Int32]? = nil) -> [Int32] {
        guard !words.isEmpty else { return candidates ?? (0..<Int32(count)).map { $0 } }
        return bytes.withUnsafeBufferPointer { text in
            starts.withUnsafeBufferPointer { starts in
                var matches: [Int32] = []
                func test(_ product: Int32) {
                    let start = Int(starts[Int(product)])
                    let end = Int(starts[Int(product) + 1])
                    for word in words where !Self.contains(text, start, end, word) { return }
                    matches.append(product)
                }
                if let candidates {
                    for product in candidates { test(product) }
                } else {
                    for product in 0..<Int32(count) { test(product) }
                }
                return matches
            }
        }
    }

    private static func contains(_ text: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ word: [UInt8]) -> Bool
    {
        let length = word.count
        guard end - start >= length, let first = word.first else { return length == 0 }
        var position = start
        let last = end - length
        while position <= last {
            if text[position] == first {
                var offset = 1
                while offset < length, text[position + offset] == word[offset] { offset += 1 }
                if offset == length { return true }
            }
            position += 1
        }
        return false
    }

    /// Lower-case ASCII letters; other characters as their UTF-8 bytes.
    static func fold(_ text: String) -> [UInt8] {
        text.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
    }
}
