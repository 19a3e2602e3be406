/// Several lines of editable text: grapheme clusters with `"\n"` between lines, a cursor
/// between them, and the first row shown.
///
/// It edits like `LineEditor` (grapheme clusters, display widths, the same word rules), with
/// lines: Enter and pasted newlines make new lines, ↑/↓ move between the rows the text wraps
/// to, Home/End and Ctrl-U/K work on the line the cursor is in.
struct TextAreaEditor: Sendable, Equatable {
    /// The text, with `"\n"` ending a line, and the cursor; `maxLength` counts newlines too.
    private(set) var content: ClusterText
    /// The first row shown (see `scrollToCursor(width:rows:)`).
    var top = 0
    /// The column ↑ and ↓ aim for while moving from row to row.
    var goalColumn: Int?

    init(text: String = "", maxLength: Int? = nil) {
        content = ClusterText(maxLength: maxLength)
        insert(text)
    }

    /// The text, one element per grapheme cluster; `"\n"` ends a line.
    var characters: [Character] { content.characters }
    /// The cursor: the number of characters before it.
    var cursor: Int { content.cursor }
    /// The most characters the text may hold, newlines included; `nil` for no limit.
    var maxLength: Int? { content.maxLength }

    /// The text; setting it puts the cursor at the end (cut to `maxLength`).
    var text: String {
        get { String(characters) }
        set {
            content.removeAll()
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
        var cleaned = String()
        cleaned.reserveCapacity(text.utf8.count)
        for character in text {
            if character.isNewline {
                cleaned.append("\n")
            } else if character == "\t" {
                cleaned.append(" ")
            } else if character.unicodeScalars.first?.properties.generalCategory != .control {
                cleaned.append(character)
            }
        }
        // Re-split: dropping a control character may let neighbours join into one cluster.
        return content.insert(Array(cleaned))
    }

    /// Puts the cursor at `index`, clamped to the text.
    mutating func moveCursor(to index: Int) {
        content.moveCursor(to: index)
    }

    /// Deletes between the cursor and `index` (either side); the cursor stays where the
    /// deleted text began.
    mutating func deleteToIndex(_ index: Int) {
        content.deleteToIndex(index)
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
    var wordStartBeforeCursor: Int { content.wordStartBeforeCursor }
    /// Where a word move or deletion to the right stops.
    var wordEndAfterCursor: Int { content.wordEndAfterCursor }
    /// Where Ctrl-W stops: the start of the white-space-separated word before the cursor.
    var spaceSeparatedWordStartBeforeCursor: Int { content.spaceSeparatedWordStartBeforeCursor }
}
