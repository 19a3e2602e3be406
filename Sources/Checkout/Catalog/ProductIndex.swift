/// Product names folded for searching (ASCII lower case), stored in one byte buffer so that a
/// search over a million names is one pass through memory.
///
/// For every byte value that occurs, a bitset marks the products whose name contains it. A
/// query first ANDs the bitsets of its bytes (a few thousand word operations), and only the
/// names that survive are searched for the words themselves; a one-letter query needs no
/// search at all.
public struct ProductIndex: Sendable {
    private let bytes: [UInt8]
    /// Where each product's name starts in `bytes`; one extra entry marks the end.
    private let starts: [Int32]
    /// By byte value: one bit per product, set when its name contains that byte.
    private let containing: [UInt8: [UInt64]]

    public init(_ catalog: Catalog) {
        var bytes: [UInt8] = []
        var starts: [Int32] = []
        starts.reserveCapacity(catalog.products.count + 1)
        for product in catalog.products {
            starts.append(Int32(bytes.count))
            bytes.append(contentsOf: Self.fold(product.name))
        }
        starts.append(Int32(bytes.count))
        // Room for the 16-byte loads of `contains` past the last name.
        bytes.append(contentsOf: repeatElement(0, count: 32))
        self.bytes = bytes
        self.starts = starts
        self.containing = Self.bitsets(bytes: bytes, starts: starts)
    }

    private static func bitsets(bytes: [UInt8], starts: [Int32]) -> [UInt8: [UInt64]] {
        // Runs before the padding is added; only name bytes are looked at.
        let words = (starts.count - 1 + 63) / 64
        var sets = [[UInt64]?](repeating: nil, count: 256)
        for product in 0..<(starts.count - 1) {
            let bit = UInt64(1) << UInt64(product % 64)
            for index in Int(starts[product])..<Int(starts[product + 1]) {
                let byte = Int(bytes[index])
                if sets[byte] == nil { sets[byte] = [UInt64](repeating: 0, count: words) }
                sets[byte]![product / 64] |= bit
            }
        }
        var result: [UInt8: [UInt64]] = [:]
        for (byte, set) in sets.enumerated() {
            if let set { result[UInt8(byte)] = set }
        }
        return result
    }

    /// The products whose names contain every byte of `words`, as a bitset; `nil` when some
    /// byte occurs in no name.
    private func candidates(for words: [[UInt8]]) -> [UInt64]? {
        var result: [UInt64]?
        for byte in Set(words.joined()) {
            guard let set = containing[byte] else { return nil }
            if var current = result {
                for index in current.indices { current[index] &= set[index] }
                result = current
            } else {
                result = set
            }
        }
        return result
    }

    public var count: Int { starts.count - 1 }

    /// The words of `query`, folded: what a name must contain, each somewhere.
    public static func words(of query: String) -> [[UInt8]] {
        query.split(whereSeparator: { $0 == " " }).map { fold(String($0)) }.filter { !$0.isEmpty }
    }

    /// The products among `candidates` (all when `nil`) whose name contains every word.
    public func filter(_ words: [[UInt8]], among candidates: [Int32]? = nil) -> [Int32] {
        guard !words.isEmpty else { return candidates ?? (0..<Int32(count)).map { $0 } }
        guard let bits = self.candidates(for: words) else { return [] }
        // One-byte words are answered by the bitsets alone.
        let searched = words.filter { $0.count > 1 }
        var survivors: [Int32] = []
        if let candidates {
            survivors.reserveCapacity(candidates.count)
            for product in candidates where bits[Int(product) >> 6] & (1 << UInt64(product & 63)) != 0 {
                survivors.append(product)
            }
        } else {
            for (index, word) in bits.enumerated() where word != 0 {
                var word = word
                while word != 0 {
                    survivors.append(Int32(index << 6 + word.trailingZeroBitCount))
                    word &= word - 1
                }
            }
        }
        guard !searched.isEmpty else { return survivors }
        return bytes.withUnsafeBufferPointer { text in
            starts.withUnsafeBufferPointer { starts in
                survivors.filter { product in
                    let start = Int(starts[Int(product)])
                    let end = Int(starts[Int(product) + 1])
                    return searched.allSatisfy { Self.contains(text.baseAddress!, start, end, $0) }
                }
            }
        }
    }

    /// Whether `text[start..<end]` contains `word` (two bytes or more): a scan for the word's
    /// first two bytes at once, the rest compared in place.
    @inline(__always)
    private static func contains(_ text: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ word: [UInt8]) -> Bool {
        let length = word.count
        let last = end - length
        guard last >= start else { return false }
        let pair = UInt16(word[0]) | UInt16(word[1]) << 8
        var position = start
        while position <= last {
            if UnsafeRawPointer(text + position).loadUnaligned(as: UInt16.self) == pair {
                var offset = 2
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
