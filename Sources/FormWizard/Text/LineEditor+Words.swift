extension LineEditor {
    /// Where a word move or word deletion to the left stops: the start of the word before the
    /// cursor (words are letters, digits, `_` and emoji; anything else separates them).
    ///
    /// In a secret editor the whole text is one word, so that moving by words does not reveal
    /// where the spaces are.
    public var wordStartBeforeCursor: Int {
        isSecret ? 0 : content.wordStartBeforeCursor
    }

    /// Where a word move or word deletion to the right stops: the end of the word after the
    /// cursor. In a secret editor, the end of the text.
    public var wordEndAfterCursor: Int {
        isSecret ? count : content.wordEndAfterCursor
    }

    /// Where Ctrl-W stops: the start of the whitespace-separated word before the cursor, as in
    /// a shell. In a secret editor, the start of the text.
    public var spaceSeparatedWordStartBeforeCursor: Int {
        isSecret ? 0 : content.spaceSeparatedWordStartBeforeCursor
    }
}
