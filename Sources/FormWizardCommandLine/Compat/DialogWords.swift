/// Words read from text as dialog reads `--file` and `DIALOGOPTS`: split at blanks, a double
/// quote groups blanks into a word, and a backslash escapes only a backslash, a double quote
/// or a line break (which it removes); elsewhere it is itself.
enum DialogWords {
    /// The words of `text`.
    static func split(_ text: String) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quoted = false
        var scalars = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = scalars.next()
        while let scalar = pending {
            pending = scalars.next()
            switch scalar {
            case "\"":
                quoted.toggle()
                inWord = true
            case _ where !quoted && isBlank(scalar):
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case "\\":
                guard let next = pending else { break }  // a backslash at the end ends the text
                if next == "\n" {
                    pending = scalars.next()
                    continue
                }
                inWord = true
                if next == "\\" || next == "\"" {
                    word.unicodeScalars.append(next)
                    pending = scalars.next()
                } else {
                    word.unicodeScalars.append(scalar)
                }
            default:
                word.unicodeScalars.append(scalar)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }

    /// What C's `isspace` calls blank in the C locale.
    private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || ("\t"..."\r").contains(scalar)
    }
}
