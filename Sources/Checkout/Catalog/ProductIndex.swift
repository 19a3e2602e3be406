/// Product names folded for searching (ASCII lower case), stored in one byte buffer so that a
/// search over a million names is one pass through memory.
///
/// For every byte and every pair of adjacent bytes that occur, a bitset marks the products whose
/// name contains it. A query ANDs the bitsets of its words' bytes and pairs (a few thousand
/// word operations each); words of one or two bytes are answered by that alone, and only the
/// names that survive are searched for longer words. The pairs cost memory (one bit per
/// product for each pair that occurs, about 36 MB for the million names of `scripts/bench`),
/// and spare the search from reading every name when the second letter is typed.
public struct ProductIndex: Sendable {
    private let bytes: [UInt8]
    /// Where each product's name starts in `bytes`; one extra entry marks the end.
    private let starts: [Int32]
    /// By byte value: one bit per product, set when its name contains that byte.
    private let containing: [UInt8: [UInt64]]
    /// By pair of adjacent bytes (the first in the low byte): the same.
    private let containingPair: [UInt16: [UInt64]]

    public init(_ catalog: Catalog) {
        var bytes: [UInt8] = []
        var starts: [Int32] = []
        starts.reserveCapacity(catalog.products.count + 1)
        for product in catalog.products {
            starts.append(Int32(bytes.count))
            bytes.append(contentsOf: Self.fold(product.name))
        }
        starts.append(Int32(bytes.count))
        (containing, containingPair) = Self.bitsets(bytes: bytes, starts: starts)
        // Room for the 16-byte loads of `contains` past the last name.
        bytes.append(contentsOf: repeatElement(0, count: 32))
        self.bytes = bytes
        self.starts = starts
    }

    private static func bitsets(bytes: [UInt8], starts: [Int32]) -> ([UInt8: [UInt64]], [UInt16: [UInt64]]) {
        let words = (starts.count - 1 + 63) / 64
        var singles = [[UInt64]](repeating: [], count: 256)
        var pairs = [[UInt64]](repeating: [], count: 65_536)
        for product in 0..<(starts.count - 1) {
            let bit = UInt64(1) << UInt64(product % 64)
            let word = product / 64
            var previous: Int?
            for index in Int(starts[product])..<Int(starts[product + 1]) {
                let byte = Int(bytes[index])
                if singles[byte].isEmpty { singles[byte] = [UInt64](repeating: 0, count: words) }
                singles[byte][word] |= bit
                if let previous {
                    let pair = previous | byte << 8
                    if pairs[pair].isEmpty { pairs[pair] = [UInt64](repeating: 0, count: words) }
                    pairs[pair][word] |= bit
                }
                previous = byte
            }
        }
        var bySingle: [UInt8: [UInt64]] = [:]
        for (byte, set) in singles.enumerated() where !set.isEmpty { bySingle[UInt8(byte)] = set }
        var byPair: [UInt16: [UInt64]] = [:]
        for (pair, set) in pairs.enumerated() where !set.isEmpty { byPair[UInt16(pair)] = set }
        return (bySingle, byPair)
    }

    /// The products whose names contain every byte and every pair of adjacent bytes of
    /// `words`, as a bitset; `nil` when one of them occurs in no name.
    private func candidates(for words: [[UInt8]]) -> [UInt64]? {
        var sets: [[UInt64]] = []
        for word in words {
            if word.count == 1 {
                guard let set = containing[word[0]] else { return nil }
                sets.append(set)
            }
            for index in word.indices.dropLast() {
                guard let set = containingPair[UInt16(word[index]) | UInt16(word[index + 1]) << 8] else { return nil }
                sets.append(set)
            }
        }
        guard var result = sets.first else { return nil }
        for set in sets.dropFirst() {
            result.withUnsafeMutableBufferPointer { result in
                set.withUnsafeBufferPointer { set in
                    for index in result.indices { result[index] &= set[index] }
                }
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
        // Words of one or two bytes are answered by the bitsets alone.
        let searched = words.filter { $0.count > 2 }
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

    /// Whether `text[start..<end]` contains `word` (three bytes or more): sixteen places at a
    /// time are checked for the word's first two bytes, and the rest compared where both match.
    ///
    /// The loads may read up to 17 bytes past `end`; `bytes` carries padding for the last name.
    @inline(__always)
    private static func contains(_ text: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ word: [UInt8]) -> Bool {
        let length = word.count
        let last = end - length
        guard last >= start else { return false }
        let first = SIMD16<UInt8>(repeating: word[0])
        let second = SIMD16<UInt8>(repeating: word[1])
        var position = start
        while position <= last {
            let here = UnsafeRawPointer(text + position).loadUnaligned(as: SIMD16<UInt8>.self)
            let next = UnsafeRawPointer(text + position + 1).loadUnaligned(as: SIMD16<UInt8>.self)
            let pairs = (here .== first) .& (next .== second)
            if any(pairs) {
                for lane in 0..<min(16, last - position + 1) where pairs[lane] {
                    var offset = 2
                    while offset < length, text[position + lane + offset] == word[offset] { offset += 1 }
                    if offset == length { return true }
                }
            }
            position += 16
        }
        return false
    }

    /// Lower-case ASCII letters; other characters as their UTF-8 bytes.
    static func fold(_ text: String) -> [UInt8] {
        text.utf8.map { $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
    }
}
