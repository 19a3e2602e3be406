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
    /// Undo and redo, when kept (`keepsHistory`); edits record themselves in it.
    private(set) var history: EditHistory?
    /// The line breaks in the text, counted as edits make and remove them.
    private(set) var lineBreaks = 0

    /// - Parameters:
    ///   - text: the text at first (not an undoable change).
    ///   - maxLength: the most clusters, newlines included; `nil` for no limit.
    ///   - keepsHistory: whether to keep undo and redo (see `undo()`): the edit box does,
    ///     a form's text area does not.
    init(text: String = "", maxLength: Int? = nil, keepsHistory: Bool = false) {
        content = ClusterText(maxLength: maxLength)
        insert(text)
        if keepsHistory { history = EditHistory() }
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
            lineBreaks = 0
            top = 0
            goalColumn = nil
            let width = layout?.width
            layout = nil
            let history = self.history
            self.history = nil
            insert(newValue)
            self.history = history.map { EditHistory(limit: $0.limit) }
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
        let kind: EditHistory.Kind = text.count == 1 && cleaned.count == 1 ? .typing : .other
        let cursorBefore = cursor
        let offset = content.offsets[cursor]
        let bytesBefore = content.string.utf8.count
        let (cut, edit) = content.insert(cleaned)
        guard let edit else { return cut }
        layout?.update(edit, in: content)
        let insertedBytes = offset..<offset + content.string.utf8.count - bytesBefore
        lineBreaks += Self.lineBreaks(in: content.string, insertedBytes)
        if history != nil {
            let inserted = Self.bytes(of: content.string, insertedBytes)
            let change = EditHistory.Change(
                offset: offset, removed: "", inserted: inserted, cursorBefore: cursorBefore, cursorAfter: cursor,
                kind: kind)
            history?.record(change)
        }
        return cut
    }

    /// Puts the cursor at `index`, clamped to the text; ends the undo step under way.
    mutating func moveCursor(to index: Int) {
        content.moveCursor(to: index)
        history?.seal()
    }

    /// Deletes between the cursor and `index` (either side); the cursor stays where the
    /// deleted text began.
    mutating func deleteToIndex(_ index: Int) {
        let cursorBefore = cursor
        let other = min(max(0, index), count)
        let range = min(cursor, other)..<max(cursor, other)
        let removed = history != nil && !range.isEmpty ? String(content[range]) : ""
        let offset = content.offsets[range.lowerBound]
        let removedBreaks = Self.lineBreaks(in: content.string, offset..<content.offsets[range.upperBound])
        guard let edit = content.deleteToIndex(index) else { return }
        lineBreaks -= removedBreaks
        layout?.update(edit, in: content)
        if history != nil {
            let kind: EditHistory.Kind =
                switch index - cursorBefore {
                case -1: .deletingBackward
                case 1: .deletingForward
                default: .other
                }
            let change = EditHistory.Change(
                offset: offset, removed: removed, inserted: "", cursorBefore: cursorBefore, cursorAfter: cursor,
                kind: kind)
            history?.record(change)
        }
    }

    /// The bytes `range` of `string` as a string (on scalar boundaries: where edits begin and end).
    private static func bytes(of string: String, _ range: Range<Int>) -> String {
        let utf8 = string.utf8
        let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let end = utf8.index(start, offsetBy: range.count)
        return String(decoding: Array(utf8[start..<end]), as: UTF8.self)
    }

    /// Undoes the last step (see `EditHistory`); the cursor goes where it was before it.
    /// - Returns: whether there was one.
    mutating func undo() -> Bool {
        guard let change = history?.popUndo() else { return false }
        replaceBytes(change.offset..<change.offset + change.inserted.utf8.count, with: change.removed)
        content.moveCursor(to: change.cursorBefore)
        return true
    }

    /// Redoes the last step undone; the cursor goes where it was after it.
    /// - Returns: whether there was one.
    mutating func redo() -> Bool {
        guard let change = history?.popRedo() else { return false }
        replaceBytes(change.offset..<change.offset + change.removed.utf8.count, with: change.inserted)
        content.moveCursor(to: change.cursorAfter)
        return true
    }

    /// Replaces the bytes `range` of the text with `text`, without recording it: the clusters
    /// around the range are deleted and inserted again with it, so that the rows are updated
    /// as for any edit and clusters join as they would have.
    private mutating func replaceBytes(_ range: Range<Int>, with text: String) {
        let offsets = content.offsets
        let (low, high) = content.withClusters { clusters -> (Int, Int) in
            let low = clusters.index(ofByte: range.lowerBound)
            if range.isEmpty { return (low, offsets[low] == range.lowerBound ? low : low + 1) }
            return (low, clusters.index(ofByte: range.upperBound - 1) + 1)
        }
        let string = content.string
        let replacement =
            Self.bytes(of: string, offsets[low]..<range.lowerBound) + text
            + Self.bytes(of: string, range.upperBound..<offsets[high])
        let history = self.history
        self.history = nil
        defer { self.history = history }
        content.moveCursor(to: low)
        deleteToIndex(high)
        if let edit = content.insert(replacement).edit { layout?.update(edit, in: content) }
        lineBreaks += Self.lineBreaks(in: replacement, 0..<replacement.utf8.count)
    }

    /// The `"\n"` bytes among the bytes `range` of `string`.
    private static func lineBreaks(in string: String, _ range: Range<Int>) -> Int {
        guard !range.isEmpty else { return 0 }
        var string = string  // shares the storage
        return string.withUTF8 { bytes in
            var count = 0
            for index in range where bytes[index] == 0x0A { count += 1 }
            return count
        }
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

extension TextAreaEditor {
    /// The number of lines: one more than the line breaks.
    var lineCount: Int { lineBreaks + 1 }
}
