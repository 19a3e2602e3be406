/// Several lines of editable text: grapheme clusters with `"\n"` between lines, a cursor
/// between them, and the first row shown.
///
/// It edits like `LineEditor` (grapheme clusters, display widths, the same word rules), with
/// lines: Enter and pasted newlines make new lines, ↑/↓ move between the rows the text wraps
/// to, Home/End and Ctrl-U/K work on the line the cursor is in.
struct TextAreaEditor: Sendable, Equatable {
    /// The text, one element per grapheme cluster; `"\n"` ends a line.
    private(set) var characters: [Character] = []
    /// The cursor: the number of characters before it.
    private(set) var cursor = 0
    /// The first row shown (see `scrollToCursor(width:rows:)`).
    var top = 0
    /// The most characters the text may hold, newlines included; `nil` for no limit.
    let maxLength: Int?
    /// The column ↑ and ↓ aim for while moving from row to row.
    var goalColumn: Int?

    init(text: String = "", maxLength: Int? = nil) {
        self.maxLength = maxLength.map { max(0, $0) }
        insert(text)
    }

    /// The text; setting it puts the cursor at the end (cut to `maxLength`).
    var text: String {
        get { String(characters) }
        set {
            characters.removeAll()
            cursor = 0
            top = 0
            goalColumn = nil
            insert(newValue)
        }
    }

    var count: Int { characters.count }
    var isEmpty: Bool { characters.isEmpty }

    /// Inserts `text` at the cursor: line breaks of any kind become `"\n"`, tabs spaces, other
    /// control characters are dropped; the text is cut to the room `maxLength` leaves.
    /// - Returns: whether some of `text` was cut off.
    @discardableResult
    mutating func insert(_ text: String) -> Bool {
        var new: [Character] = []
        new.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isNewline {
                new.append("\n")
            } else if character == "\t" {
                new.append(" ")
            } else if character.unicodeScalars.first?.properties.generalCategory != .control {
                new.append(character)
            }
        }
        var cut = false
        if let maxLength, new.count > maxLength - characters.count {
            new.removeSubrange(max(0, maxLength - characters.count)...)
            cut = true
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

    /// Deletes between the cursor and `index` (either side); the cursor stays where the
    /// deleted text began.
    mutating func deleteToIndex(_ index: Int) {
        let other = min(max(0, index), characters.count)
        let range = min(cursor, other)..<max(cursor, other)
        guard !range.isEmpty else { return }
        characters.removeSubrange(range)
        cursor = range.lowerBound
        joinClusters(at: cursor)
    }

    /// Makes the characters on both sides of `boundary` one where Unicode joins them (an accent
    /// typed after its letter).
    private mutating func joinClusters(at boundary: Int) {
        guard boundary > 0, boundary < characters.count else { return }
        let joined = String(characters[boundary - 1]) + String(characters[boundary])
        guard joined.count == 1, let character = joined.first else { return }
        characters[boundary - 1] = character
        characters.remove(at: boundary)
        if cursor >= boundary { cursor -= 1 }
    }

    /// The start of the line the cursor is in (after the `"\n"` before it).
    var lineStart: Int {
        var index = cursor
        while index > 0, characters[index - 1] != "\n" { index -= 1 }
        return index
    }

    /// The end of the line the cursor is in (at the `"\n"` after it, or the end of the text).
    var lineEnd: Int {
        var index = cursor
        while index < characters.count, characters[index] != "\n" { index += 1 }
        return index
    }

    /// Where a word move or deletion to the left stops (words as in `LineEditor`).
    var wordStartBeforeCursor: Int {
        var index = cursor
        while index > 0, !LineEditor.isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0, LineEditor.isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    /// Where a word move or deletion to the right stops.
    var wordEndAfterCursor: Int {
        var index = cursor
        while index < characters.count, !LineEditor.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, LineEditor.isWordCharacter(characters[index]) { index += 1 }
        return index
    }

    /// Where Ctrl-W stops: the start of the white-space-separated word before the cursor.
    var spaceSeparatedWordStartBeforeCursor: Int {
        var index = cursor
        while index > 0, characters[index - 1].isWhitespace { index -= 1 }
        while index > 0, !characters[index - 1].isWhitespace { index -= 1 }
        return index
    }
}
