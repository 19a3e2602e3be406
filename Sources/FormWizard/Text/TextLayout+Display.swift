extension TextLayout {
    /// `line` as a pager draws it: tabs expanded to the next multiple of `tabWidth` columns,
    /// C0 control characters in caret notation (`^M`, `^[`), DEL as `^?`, and other control or
    /// line-breaking characters (C1, U+2028, U+2029) as `�`, so that nothing in the text moves
    /// the terminal's cursor or breaks the line.
    ///
    /// A line of printable ASCII is returned as it is, answered from its bytes.
    /// - Parameters:
    ///   - line: one line of text, without its line break.
    ///   - tabWidth: the columns between tab stops (from 1 to 1,000; others are clamped: a
    ///     wider stop is off any screen, and each tab becomes that many spaces).
    ///   - tabOffset: the columns from the last tab stop to where the line starts: with 1 the
    ///     stops are at the line's columns 7, 15… (dialog's text boxes count their margin).
    /// - Returns: text that is safe to draw on one row.
    public static func displayable(_ line: String, tabWidth: Int = 8, tabOffset: Int = 0) -> String {
        if isPrintableASCII(line) { return line }
        let tabWidth = tabWidth.clamped(to: 1...1_000)
        // Only where the offset falls between two stops matters.
        let tabOffset = max(0, tabOffset) % tabWidth
        var result = ""
        result.reserveCapacity(line.utf8.count)
        var column = 0
        for character in line {
            if character == "\t" {
                let spaces = tabWidth - (column + tabOffset) % tabWidth
                result.append(contentsOf: String(repeating: " ", count: spaces))
                column += spaces
                continue
            }
            guard let first = character.unicodeScalars.first else { continue }
            if first.value < 0x20 || first.value == 0x7F {
                let shown = first.value == 0x7F ? "?" : String(Unicode.Scalar(UInt8(first.value) + 0x40))
                result.append("^")
                result.append(contentsOf: shown)
                column += 2
            } else if DisplayWidth.isControl(first) || character.isNewline {
                result.append("\u{FFFD}")
                column += 1
            } else {
                result.append(character)
                column += DisplayWidth.of(character)
            }
        }
        return result
    }
}
