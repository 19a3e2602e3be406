/// The editing keys the single-line and the multi-line editor share, mapped once.
///
/// An editor gives its cursor, the bounds of the line the cursor is on, word bounds and the
/// three edits; `applyEditingKey(_:)` does the rest, like a shell's line editor (see
/// `LineEditor.handle(_:)` for the table). Ctrl-U and Ctrl-K at the bound of a line delete the
/// line break there, which a single line never has.
protocol TextEditing {
    var cursor: Int { get }
    /// Where the line holding the cursor starts and ends.
    var lineStart: Int { get }
    var lineEnd: Int { get }
    var wordStartBeforeCursor: Int { get }
    var wordEndAfterCursor: Int { get }
    var spaceSeparatedWordStartBeforeCursor: Int { get }

    mutating func moveCursor(to index: Int)
    mutating func deleteToIndex(_ index: Int)
    /// Inserts `text` at the cursor; `true` when some of it was dropped for a maximum length.
    mutating func insert(_ text: String) -> Bool
}

extension TextEditing {
    /// Applies `key` if it moves, deletes or types; `.ignored` otherwise.
    mutating func applyEditingKey(_ key: Key) -> LineEditor.Response {
        // A typed character matches none of the keys below (each has another code or Ctrl/Alt):
        // it is inserted without building and comparing them all.
        if let character = key.typedCharacter { return insert(String(character)) ? .limited : .handled }
        switch key {
        case .left, .ctrl("b"): moveCursor(to: cursor - 1)
        case .right, .ctrl("f"): moveCursor(to: cursor + 1)
        case .home, .ctrl("a"): moveCursor(to: lineStart)
        case .end, .ctrl("e"): moveCursor(to: lineEnd)
        case Key(.left, modifiers: .control), Key(.left, modifiers: .alt), .alt("b"):
            moveCursor(to: wordStartBeforeCursor)
        case Key(.right, modifiers: .control), Key(.right, modifiers: .alt), .alt("f"):
            moveCursor(to: wordEndAfterCursor)
        case .backspace, .ctrl("h"): deleteToIndex(cursor - 1)
        case .delete, .ctrl("d"): deleteToIndex(cursor + 1)
        case .ctrl("w"): deleteToIndex(spaceSeparatedWordStartBeforeCursor)
        case Key(.backspace, modifiers: .alt), Key(.backspace, modifiers: .control):
            deleteToIndex(wordStartBeforeCursor)
        case .alt("d"), Key(.delete, modifiers: .control): deleteToIndex(wordEndAfterCursor)
        case .ctrl("u"): deleteToIndex(cursor == lineStart ? cursor - 1 : lineStart)
        case .ctrl("k"): deleteToIndex(cursor == lineEnd ? cursor + 1 : lineEnd)
        default:
            guard let character = key.typedCharacter else { return .ignored }
            return insert(String(character)) ? .limited : .handled
        }
        return .handled
    }
}
