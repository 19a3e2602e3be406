/// How dialog writes a list of tags (a checklist's, a buildlist's): quoted only where a shell
/// would need it, unless `--quoted`; with `--single-quoted`, in single quotes; with
/// `--separate-output`, one a line unquoted. whiptail quotes every tag in double quotes.
struct CompatQuoting: Hashable, Sendable {
    var quotesAll = false
    var singleQuoted = false
    var separateOutput = false
    /// whiptail's way: every tag in double quotes, without escapes.
    var whiptail = false

    /// The characters escaped with a backslash inside the quotes, besides the quote itself.
    private var escaped: Set<Character> {
        singleQuoted
            ? ["\n", "\\"]
            : ["\n", "\\", "[", "]", "{", "}", "?", "*", ";", "`", "~", "#", "$", "^", "&", "(", ")", "|", "<", ">"]
    }

    private var quote: Character { singleQuoted ? "'" : "\"" }

    /// Whether `tag` needs quotes (dialog's `must_quote`): it is empty, or holds a quote, a
    /// blank, a line break or a character a shell reads.
    func mustQuote(_ tag: String) -> Bool {
        if tag.isEmpty || tag.contains(quote) { return true }
        if tag.contains(where: { $0 == " " || $0 == "\t" || $0 == "\n" }) { return true }
        let special: Set<Character> = [
            "\n", "\\", "[", "]", "{", "}", "?", "*", ";", "`", "~", "#", "$", "^", "&", "(", ")", "|", "<", ">",
        ]
        return tag.contains(where: special.contains)
    }

    /// One tag as written in a list (dialog's `dlg_add_quoted`).
    func quoted(_ tag: String) -> String {
        if whiptail { return "\"" + tag + "\"" }
        guard quotesAll || mustQuote(tag) else { return tag }
        let escaped = self.escaped
        var result = String(quote)
        for character in tag {
            if character == quote || escaped.contains(character) { result.append("\\") }
            result.append(character)
        }
        result.append(quote)
        return result
    }

    /// The tags as the box writes them: one a line with `--separate-output`, else quoted and
    /// separated by spaces.
    func list(_ tags: [String]) -> String {
        if separateOutput { return tags.map { $0 + "\n" }.joined() }
        return tags.map(quoted).joined(separator: " ")
    }
}
