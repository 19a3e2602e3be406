extension LineEditor {
    /// What an event did to the editor.
    public enum Response: Hashable, Sendable {
        /// Not an editing key; the editor is unchanged.
        case ignored
        /// An editing key or a paste; the text or the cursor may have changed.
        case handled
        /// A typed character or a paste was (partly) dropped because of `maxLength`.
        case limited
    }

    /// Applies an editing key or a paste, like a shell's line editor:
    ///
    /// | keys | effect |
    /// | --- | --- |
    /// | ← → , Ctrl-B Ctrl-F | one character left, right |
    /// | Ctrl-← Ctrl-→ , Alt-← Alt-→ , Alt-B Alt-F | one word left, right |
    /// | Home End , Ctrl-A Ctrl-E | start, end |
    /// | Backspace (Ctrl-H), Delete (Ctrl-D) | delete the character before, after the cursor |
    /// | Ctrl-W | delete the space-separated word before the cursor |
    /// | Alt-Backspace (Ctrl-Backspace), Alt-D (Ctrl-Delete) | delete the word before, after the cursor |
    /// | Ctrl-U, Ctrl-K | delete to the start, to the end |
    ///
    /// Typed characters are inserted at the cursor; a paste is inserted as one line.
    public mutating func handle(_ event: InputEvent) -> Response {
        switch event {
        case .paste(let text):
            return insert(text) ? .limited : .handled
        case .key(let key):
            return handle(key)
        case .resize:
            return .ignored
        }
    }

    private mutating func handle(_ key: Key) -> Response {
        switch key {
        case .left, .ctrl("b"): moveCursor(to: cursor - 1)
        case .right, .ctrl("f"): moveCursor(to: cursor + 1)
        case .home, .ctrl("a"): moveCursor(to: 0)
        case .end, .ctrl("e"): moveCursor(to: count)
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
        case .ctrl("u"): deleteToIndex(0)
        case .ctrl("k"): deleteToIndex(count)
        default:
            guard let character = key.typedCharacter else { return .ignored }
            return insert(String(character)) ? .limited : .handled
        }
        return .handled
    }
}
