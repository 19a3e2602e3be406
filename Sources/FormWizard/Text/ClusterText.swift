/// Editable text as grapheme clusters with a cursor between them: what `LineEditor` and the
/// text area's editor keep, and the edits they share.
///
/// Every edit keeps clusters whole: characters that Unicode joins across an edit's boundary (a
/// combining accent typed after its letter) become one.
struct ClusterText: Sendable, Equatable {
    /// The text, one element per grapheme cluster.
    private(set) var characters: [Character] = []
    /// The cursor: the number of characters before it, from 0 to `characters.count`.
    private(set) var cursor = 0
    /// The most characters the text may hold; `nil` for no limit.
    let maxLength: Int?

    init(maxLength: Int?) {
        self.maxLength = maxLength.map { max(0, $0) }
    }

    /// Empties the text.
    mutating func removeAll() {
        characters.removeAll()
        cursor = 0
    }

    /// Inserts `new` at the cursor, cut to the room `maxLength` leaves, and moves the cursor
    /// after it.
    /// - Returns: whether some of `new` was cut off.
    mutating func insert(_ new: [Character]) -> Bool {
        var new = new
        var cut = false
        if let maxLength {
            let room = max(0, maxLength - characters.count)
            if new.count > room {
                new.removeSubrange(room...)
                cut = true
            }
        }
        guard !new.isEmpty else { return cut }
        let start = cursor
        characters.insert(contentsOf: new, at: start)
        cursor = start + new.count
        joinClusters(at: cursor)
        joinClusters(at: start)
        return cut
    }

    /// Puts the cursor at `index`, clamped to the text.
    mutating func moveCursor(to index: Int) {
        cursor = min(max(0, index), characters.count)
    }

    /// Deletes the characters between the cursor and `index` (either side) and leaves the
    /// cursor where the deleted text began.
    mutating func deleteToIndex(_ index: Int) {
        let other = min(max(0, index), characters.count)
        let range = min(cursor, other)..<max(cursor, other)
        guard !range.isEmpty else { return }
        characters.removeSubrange(range)
        cursor = range.lowerBound
        joinClusters(at: cursor)
    }

    /// Makes the characters on both sides of `boundary` one where Unicode joins them.
    private mutating func joinClusters(at boundary: Int) {
        guard boundary > 0, boundary < characters.count else { return }
        let joined = String(characters[boundary - 1]) + String(characters[boundary])
        guard joined.count == 1, let character = joined.first else { return }
        characters[boundary - 1] = character
        characters.remove(at: boundary)
        if cursor >= boundary { cursor -= 1 }
    }

    // MARK: - Words

    /// The start of the word before the cursor (words are letters, digits, `_` and emoji;
    /// anything else separates them).
    var wordStartBeforeCursor: Int {
        var index = cursor
        while index > 0, !Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0, Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    /// The end of the word after the cursor.
    var wordEndAfterCursor: Int {
        var index = cursor
        while index < characters.count, !Self.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, Self.isWordCharacter(characters[index]) { index += 1 }
        return index
    }

    /// The start of the whitespace-separated word before the cursor, as Ctrl-W in a shell.
    var spaceSeparatedWordStartBeforeCursor: Int {
        var index = cursor
        while index > 0, characters[index - 1].isWhitespace { index -= 1 }
        while index > 0, !characters[index - 1].isWhitespace { index -= 1 }
        return index
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        if character.isLetter || character.isNumber || character == "_" { return true }
        guard !character.isASCII, let first = character.unicodeScalars.first else { return false }
        return first.properties.isEmoji
    }
}
