extension LineEditor {
    /// Where a word move or word deletion to the left stops: the start of the word before the
    /// cursor (words are letters, digits, `_` and emoji; anything else separates them).
    ///
    /// In a secret editor the whole text is one word, so that moving by words does not reveal
    /// where the spaces are.
    public var wordStartBeforeCursor: Int {
        if isSecret { return 0 }
        var index = cursor
        while index > 0, !Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0, Self.isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    /// Where a word move or word deletion to the right stops: the end of the word after the
    /// cursor. In a secret editor, the end of the text.
    public var wordEndAfterCursor: Int {
        if isSecret { return characters.count }
        var index = cursor
        while index < characters.count, !Self.isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count, Self.isWordCharacter(characters[index]) { index += 1 }
        return index
    }

    /// Where Ctrl-W stops: the start of the whitespace-separated word before the cursor, as in
    /// a shell. In a secret editor, the start of the text.
    public var spaceSeparatedWordStartBeforeCursor: Int {
        if isSecret { return 0 }
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
