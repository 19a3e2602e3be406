/// Editable text as grapheme clusters with a cursor between them: what `LineEditor` and the
/// text area's editor keep, and the edits they share.
///
/// The text is one `String` with the UTF-8 offset of every cluster beside it, so reading the
/// text is free (no string is built per key), a cluster or a range of them is found at once by
/// its index, and an edit costs a copy of the bytes and offsets after it, never a walk over the
/// text's grapheme clusters (a 1 MiB paste is segmented once, when it is inserted).
///
/// Every edit keeps clusters whole: characters that Unicode joins across an edit's boundary (a
/// combining accent typed after its letter) become one.
struct ClusterText: Sendable, Equatable {
    /// The text.
    private(set) var string = ""
    /// Where each cluster starts in `string.utf8`, then where the text ends: `count + 1` offsets.
    private(set) var offsets: [Int] = [0]
    /// The cursor: the number of clusters before it, from 0 to `count`.
    private(set) var cursor = 0
    /// The most clusters the text may hold; `nil` for no limit.
    let maxLength: Int?

    /// What an edit replaced: the clusters `range` of the text before it, now `count` others.
    struct Edit: Equatable, Sendable {
        var range: Range<Int>
        var count: Int
    }

    init(maxLength: Int?) {
        self.maxLength = maxLength.map { $0.clamped(to: 0...Int.entryLimit) }
    }

    /// The number of grapheme clusters.
    var count: Int { offsets.count - 1 }

    /// The cluster at `index`.
    subscript(index: Int) -> Character {
        // One cluster by construction (made from a `Character`, or joined when one); `first`
        // rather than `Character(_:)`, which would trap if Unicode ever split it.
        String(self[index..<index + 1]).first ?? "\u{FFFD}"
    }

    /// Whether every cluster is one byte (ASCII, one column each).
    var isSingleBytes: Bool { offsets[offsets.count - 1] == offsets.count - 1 }

    /// The columns cluster `index` takes on screen (`DisplayWidth`): a cluster of one byte is
    /// ASCII and takes 1, read from the offsets without making a `Character`.
    func columns(at index: Int) -> Int {
        if offsets[index + 1] - offsets[index] == 1 { return 1 }
        return DisplayWidth.of(self[index])
    }

    /// The clusters `range` of the text, as a slice of `string`.
    subscript(range: Range<Int>) -> Substring {
        let utf8 = string.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: offsets[range.lowerBound])
        let end = utf8.index(start, offsetBy: offsets[range.upperBound] - offsets[range.lowerBound])
        return string[start..<end]
    }

    /// The text, one element per grapheme cluster (built each time: for tests and short texts).
    var characters: [Character] {
        (0..<count).map { self[$0] }
    }

    /// Empties the text.
    mutating func removeAll() {
        string = ""
        offsets = [0]
        cursor = 0
    }

    /// Inserts `new` at the cursor, cut to the room `maxLength` leaves, and moves the cursor
    /// after it. `new` is split into clusters on its own, then joined with its neighbours.
    /// - Returns: whether some of `new` was cut off, and what changed.
    mutating func insert(_ new: String) -> (cut: Bool, edit: Edit?) {
        var lengths: [Int] = []
        var cut = false
        let room = maxLength.map { max(0, $0 - count) } ?? .max
        for character in new {
            if lengths.count == room {
                cut = true
                break
            }
            lengths.append(character.utf8.count)
        }
        guard !lengths.isEmpty else { return (cut, nil) }
        let start = cursor
        let byte = offsets[start]
        let bytes = lengths.reduce(0, +)
        let at = string.utf8.index(string.utf8.startIndex, offsetBy: byte)
        string.replaceSubrange(at..<at, with: new[..<new.utf8.index(new.utf8.startIndex, offsetBy: bytes)])
        var inserted: [Int] = []
        inserted.reserveCapacity(lengths.count)
        var offset = byte
        for length in lengths {
            offset += length
            inserted.append(offset)
        }
        offsets.insert(contentsOf: inserted, at: start + 1)
        shiftOffsets(from: start + 1 + inserted.count, by: bytes)
        cursor = start + lengths.count
        let joinsAfter = joinClusters(at: cursor)
        let joinsBefore = joinClusters(at: start)
        let edit = Edit(range: start - (joinsBefore ? 1 : 0)..<start + (joinsAfter ? 1 : 0), count: lengths.count)
        return (cut, edit)
    }

    /// Puts the cursor at `index`, clamped to the text.
    mutating func moveCursor(to index: Int) {
        cursor = min(max(0, index), count)
    }

    /// Deletes the clusters between the cursor and `index` (either side) and leaves the
    /// cursor where the deleted text began.
    /// - Returns: what changed, or `nil` when nothing was deleted.
    @discardableResult
    mutating func deleteToIndex(_ index: Int) -> Edit? {
        let other = min(max(0, index), count)
        let range = min(cursor, other)..<max(cursor, other)
        guard !range.isEmpty else { return nil }
        let bytes = offsets[range.upperBound] - offsets[range.lowerBound]
        let utf8 = string.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: offsets[range.lowerBound])
        string.removeSubrange(start..<utf8.index(start, offsetBy: bytes))
        offsets.removeSubrange(range.lowerBound + 1...range.upperBound)
        shiftOffsets(from: range.lowerBound + 1, by: -bytes)
        cursor = range.lowerBound
        var edit = Edit(range: range, count: 0)
        if joinClusters(at: cursor) {
            edit = Edit(range: range.lowerBound - 1..<range.upperBound + 1, count: 1)
        }
        return edit
    }

    /// Adds `delta` to the offsets from `index` on.
    private mutating func shiftOffsets(from index: Int, by delta: Int) {
        guard delta != 0, index < offsets.count else { return }
        offsets.withUnsafeMutableBufferPointer { buffer in
            for position in index..<buffer.count { buffer[position] += delta }
        }
    }

    /// Makes the clusters on both sides of `boundary` one where Unicode joins them.
    /// - Returns: whether they were joined.
    private mutating func joinClusters(at boundary: Int) -> Bool {
        guard boundary > 0, boundary < count else { return false }
        guard String(self[boundary - 1..<boundary + 1]).count == 1 else { return false }
        offsets.remove(at: boundary)
        if cursor >= boundary { cursor -= 1 }
        return true
    }

    // MARK: - Words

    /// The start of the word before the cursor (words are letters, digits, `_` and emoji;
    /// anything else separates them).
    var wordStartBeforeCursor: Int {
        var index = cursor
        while index > 0, !Self.isWordCharacter(self[index - 1]) { index -= 1 }
        while index > 0, Self.isWordCharacter(self[index - 1]) { index -= 1 }
        return index
    }

    /// The end of the word after the cursor.
    var wordEndAfterCursor: Int {
        var index = cursor
        while index < count, !Self.isWordCharacter(self[index]) { index += 1 }
        while index < count, Self.isWordCharacter(self[index]) { index += 1 }
        return index
    }

    /// The start of the whitespace-separated word before the cursor, as Ctrl-W in a shell.
    var spaceSeparatedWordStartBeforeCursor: Int {
        var index = cursor
        while index > 0, self[index - 1].isWhitespace { index -= 1 }
        while index > 0, !self[index - 1].isWhitespace { index -= 1 }
        return index
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        if character.isLetter || character.isNumber || character == "_" { return true }
        guard !character.isASCII, let first = character.unicodeScalars.first else { return false }
        return first.properties.isEmoji
    }
}
