/// The grapheme clusters of more than one scalar that a buffer's cells show, numbered within
/// that buffer (a cell holds the number).
///
/// The store only grows between compactions: once it holds `limit` clusters, the buffer
/// renumbers the ones its cells still show and drops the rest, and the next limit is twice
/// what was kept (at least 64). So a buffer keeps at most about twice the clusters it shows,
/// however many distinct ones it has ever drawn; nothing is kept for the process.
struct ClusterStore: Sendable {
    private(set) var texts: [String] = []
    private var numbers: [Key: UInt32] = [:]
    private(set) var limit = 64

    /// A cluster's text, compared and hashed by its bytes: canonically equivalent spellings
    /// stay distinct, so what is drawn is exactly what was written.
    private struct Key: Hashable, Sendable {
        let text: String

        static func == (lhs: Key, rhs: Key) -> Bool {
            lhs.text.utf8.elementsEqual(rhs.text.utf8)
        }

        func hash(into hasher: inout Hasher) {
            for byte in text.utf8 { hasher.combine(byte) }
        }
    }

    var count: Int { texts.count }
    var isFull: Bool { texts.count >= limit }

    /// The number of `text`, added when new.
    mutating func number(for text: String) -> UInt32 {
        if let number = numbers[Key(text: text)] { return number }
        let number = UInt32(texts.count)
        texts.append(text)
        numbers[Key(text: text)] = number
        return number
    }

    subscript(number: Int) -> String { texts[number] }

    /// Sets the next compaction's threshold after one that kept `count` clusters.
    mutating func didCompact() {
        limit = max(64, 2 * texts.count)
    }
}
