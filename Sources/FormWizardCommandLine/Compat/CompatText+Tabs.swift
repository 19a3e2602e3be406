import FormWizard

extension CompatText {
    /// The columns between tab stops, as dialog shows tabs.
    static let tabWidth = 8

    /// Where a box's text starts in dialog's window (after its border and a blank column): the
    /// tabs of a `--no-collapse` text stop at its window's columns 8, 16…, so at the text's 6, 14….
    static let textOffset = 2

    /// Where the lines of a text or program box start in dialog's window (after its border):
    /// their tabs stop at the lines' columns 7, 15… (`Pager.tabOffset`, `OutputBox.tabOffset`).
    static let linesTabOffset = 1

    /// The spaces from `column` of a line to the next tab stop, when the line starts `offset`
    /// columns into the window whose every `tabWidth`th column is a stop.
    static func spacesToTabStop(from column: Int, offset: Int = 0) -> Int {
        tabWidth - (column + offset) % tabWidth
    }

    /// `line` with each tab expanded to spaces up to the next tab stop, as `--editbox` shows it.
    static func expandingTabs(_ line: String) -> String {
        guard line.contains("\t") else { return line }
        var result = ""
        var column = 0
        for character in line {
            if character == "\t" {
                let spaces = spacesToTabStop(from: column)
                result += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                result.append(character)
                column += DisplayWidth.of(String(character))
            }
        }
        return result
    }

    /// The edited text as `--editbox` writes it, each line ending with a line break. Lines are
    /// matched with `original` in order: a line that reads as the next original line (or one
    /// further on) with its tabs expanded is written as that line, tabs and all; an edited line
    /// keeps the spaces where its tabs were.
    static func restoringTabs(in edited: String, from original: [String]) -> String {
        guard !edited.isEmpty else { return edited }
        let shown = original.map(expandingTabs)
        var next = 0
        // A line each, as dialog writes them: the text's last line too, even when empty.
        return edited.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let line = String(line)
            guard let match = shown[next...].firstIndex(of: line) else { return line + "\n" }
            next = match + 1
            return original[match] + "\n"
        }.joined()
    }
}
