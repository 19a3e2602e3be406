extension TextAreaEditor {
    /// Applies a key or a paste, for a text area whose rows are `width` columns wide:
    ///
    /// | keys | effect |
    /// | --- | --- |
    /// | ← → , Ctrl-B Ctrl-F | one character left, right |
    /// | ↑ ↓ | one row up, down (ignored on the first and last row, so focus can move on) |
    /// | Ctrl-← Ctrl-→ , Alt-← Alt-→ , Alt-B Alt-F | one word left, right |
    /// | Home End , Ctrl-A Ctrl-E | start, end of the line |
    /// | Backspace (Ctrl-H), Delete (Ctrl-D) | delete the character before, after the cursor |
    /// | Ctrl-W, Alt-Backspace, Alt-D | delete a word, as in a line editor |
    /// | Ctrl-U, Ctrl-K | delete to the start, the end of the line (the line break when there) |
    /// | Enter | a new line |
    ///
    /// A paste keeps its line breaks.
    mutating func handle(_ event: InputEvent, width: Int) -> LineEditor.Response {
        switch event {
        case .paste(let text):
            goalColumn = nil
            return insert(text) ? .limited : .handled
        case .key(let key):
            if key == .up || key == .down { return moveVertically(by: key == .up ? -1 : 1, width: width) }
            goalColumn = nil
            return handle(key)
        case .resize:
            return .ignored
        }
    }

    private mutating func moveVertically(by step: Int, width: Int) -> LineEditor.Response {
        let rows = rows(width: width)
        let here = position(of: cursor, in: rows)
        let target = here.row + step
        guard rows.indices.contains(target) else { return .ignored }
        let goal = goalColumn ?? here.column
        moveCursor(to: index(row: target, column: goal, in: rows))
        goalColumn = goal
        return .handled
    }

    private mutating func handle(_ key: Key) -> LineEditor.Response {
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
        case .enter: return insert("\n") ? .limited : .handled
        default:
            guard let character = key.typedCharacter else { return .ignored }
            return insert(String(character)) ? .limited : .handled
        }
        return .handled
    }
}
