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
    /// The rows at the width last asked for (`layOut(width:)`), updated by every edit.
    private(set) var layout: TextAreaLayout?

    init(text: String = "", maxLength: Int? = nil) {
        content = ClusterText(maxLength: maxLength)
        insert(text)
    }

    /// The text, one element per grapheme cluster; `"\n"` ends a line (made on each call).
    var characters: [Character] { content.characters }
    /// The clusters `range` of the text.
    subscript(range: Range<Int>) -> Substring { content[range] }
    /// The cursor: the number of characters before it.
    var cursor: Int { content.cursor }
    /// The most characters the text may hold, newlines included; `nil` for no limit.
    var maxLength: Int? { content.maxLength }

    /// The text; setting it puts the cursor at the end (cut to `maxLength`).
    var text: String {
        get { content.string }
        set {
            content.removeAll()
            top = 0
            goalColumn = nil
            let width = layout?.width
            layout = nil
            insert(newValue)
            if let width { layOut(width: width) }
        }
    }

    var count: Int { content.count }
    var isEmpty: Bool { content.count == 0 }

    /// Lays the text out in rows `width` columns wide, unless it is already; edits keep the
    /// rows up to date from then on.
    mutating func layOut(width: Int) {
        guard layout?.width != max(1, width) else { return }
        layout = TextAreaLayout(content, width: width)
    }

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
        let (cut, edit) = content.insert(cleaned)
        if let edit { layout?.update(edit, in: content) }
        return cut
    }

    /// Puts the cursor at `index`, clamped to the text.
    mutating func moveCursor(to index: Int) {
        content.moveCursor(to: index)
    }

    /// Deletes between the cursor and `index` (either side); the cursor stays where the
    /// deleted text began.
    mutating func deleteToIndex(_ index: Int) {
        if let edit = content.deleteToIndex(index) { layout?.update(edit, in: content) }
    }

    /// The start of the line the cursor is in (after the `"\n"` before it).
    var lineStart: Int {
        content.withClusters { $0.lineStart(before: cursor) }
    }

    /// The end of the line the cursor is in (at the `"\n"` after it, or the end of the text).
    var lineEnd: Int {
        content.withClusters { $0.lineEnd(after: cursor) }
    }

    /// Where a word move or deletion to the left stops (words as in `LineEditor`).
    var wordStartBeforeCursor: Int { content.wordStartBeforeCursor }
    /// Where a word move or deletion to the right stops.
    var wordEndAfterCursor: Int { content.wordEndAfterCursor }
    /// Where Ctrl-W stops: the start of the white-space-separated word before the cursor.
    var spaceSeparatedWordStartBeforeCursor: Int { content.spaceSeparatedWordStartBeforeCursor }
}
