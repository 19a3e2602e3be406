/// Text measured and broken by display width (columns), never by `count`.
public enum TextLayout {
    /// Breaks `text` into lines no wider than `width` columns.
    ///
    /// Lines break at spaces where possible; a word wider than the line is broken between
    /// grapheme clusters. Explicit newlines are kept, tabs become spaces, a line's leading
    /// spaces (its indent) are kept, and the spaces where a line breaks are dropped.
    public static func wrap(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        if fitsAsIs(text, width: width) { return [text] }
        var lines: [String] = []
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline }) {
            lines.append(contentsOf: wrapParagraph(paragraph.replacingTabs(), width: width))
        }
        return lines
    }

    /// Whether `text` is one line of printable ASCII no wider than `width`: what wrapping
    /// would give back unchanged, answered from the bytes (most messages and titles).
    static func fitsAsIs(_ text: String, width: Int) -> Bool {
        text.utf8.count <= width && isPrintableASCII(text)
    }

    /// Whether `text` is all printable ASCII (no control characters, tabs or other scripts),
    /// so that each byte is one column: answered from the bytes in place, as a pager asks it
    /// of every line it passes.
    static func isPrintableASCII(_ text: String) -> Bool {
        let printable = text.utf8.withContiguousStorageIfAvailable { bytes in
            var all = true
            for byte in bytes { all = all && byte &- 0x20 < 0x5F }
            return all
        }
        return printable ?? text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// `text` cut to at most `width` columns, ending in `…` when something was cut.
    public static func truncate(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        if DisplayWidth.of(text) <= width { return text }
        var result = ""
        var used = 0
        for character in text {
            let w = DisplayWidth.of(character)
            if used + w > width - 1 { break }
            result.append(character)
            used += w
        }
        while result.last == " " { result.removeLast() }
        return result + "…"
    }

    /// The longest prefix of `text` that fits in `width` columns.
    public static func prefix(_ text: Substring, fitting width: Int) -> Substring {
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let w = DisplayWidth.of(text[index])
            if used + w > width { break }
            used += w
            end = text.index(after: index)
        }
        return text[text.startIndex..<end]
    }

    private static func wrapParagraph(_ paragraph: String, width: Int) -> [String] {
        var lines: [String] = []
        // The paragraph's indent is kept while it leaves room on its first line; the spaces
        // where a line breaks are dropped.
        let indent = paragraph.prefix { $0 == " " }.count
        var line = indent < width ? String(repeating: " ", count: indent) : ""
        var lineWidth = line.utf8.count
        var atLineStart = true
        for word in paragraph.dropFirst(indent).split(separator: " ", omittingEmptySubsequences: false) {
            let wordWidth = DisplayWidth.of(word)
            let separator = atLineStart ? 0 : 1
            if lineWidth + separator + wordWidth <= width {
                if separator == 1 { line.append(" ") }
                line.append(contentsOf: word)  // not `+=`: that generic path looks conformances up
                lineWidth += separator + wordWidth
                atLineStart = atLineStart && word.isEmpty
                continue
            }
            if !atLineStart { lines.append(line) }
            // A word wider than the line: cut into pieces as wide as the line in one pass over
            // it (measuring the rest again for each piece was quadratic: a 100 KB word took
            // seconds). A character wider than the line is a piece of its own.
            var pieceStart = word.startIndex
            var pieceWidth = 0
            for index in word.indices {
                let characterWidth = DisplayWidth.of(word[index])
                if pieceWidth > 0, pieceWidth + characterWidth > width {
                    lines.append(String(word[pieceStart..<index]))
                    pieceStart = index
                    pieceWidth = 0
                }
                pieceWidth += characterWidth
            }
            line = String(word[pieceStart...])
            lineWidth = pieceWidth
            atLineStart = pieceStart == word.endIndex
        }
        lines.append(line)
        return lines
    }
}

extension Substring {
    fileprivate func replacingTabs() -> String {
        guard contains(where: { $0 == "\t" }) else { return String(self) }
        var result = ""
        for character in self { result.append(character == "\t" ? " " : character) }
        return result
    }
}
