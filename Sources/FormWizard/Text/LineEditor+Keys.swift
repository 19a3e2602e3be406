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
    /// Typed characters are inserted at the cursor; a paste is inserted as one line. A click
    /// whose hit region is the field (`HitTarget.field`) puts the cursor on the character
    /// clicked (`moveCursor(toColumn:width:)`).
    public mutating func handle(_ event: InputEvent) -> Response {
        switch event {
        case .paste(let text):
            return insert(text) ? .limited : .handled
        case .key(let key):
            return applyEditingKey(key)
        case .mouse(let mouse):
            guard mouse.clickedField != nil, let area = mouse.hit?.area else { return .ignored }
            moveCursor(toColumn: mouse.column, width: area.columns)
            return .handled
        case .resize:
            return .ignored
        }
    }
}

extension LineEditor: TextEditing {
    var lineStart: Int { 0 }
    var lineEnd: Int { count }
}
