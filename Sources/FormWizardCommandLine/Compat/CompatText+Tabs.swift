import FormWizard

extension CompatText {
    /// The columns between tab stops in `--editbox`, as dialog shows tabs.
    static let tabWidth = 8

    /// `line` with each tab expanded to spaces up to the next tab stop, as `--editbox` shows it.
    static func expandingTabs(_ line: String) -> String {
        guard line.contains("\t") else { return line }
        var result = ""
        var column = 0
        for character in line {
            if character == "\t" {
                let spaces = tabWidth - column % tabWidth
                result += String(repeating: " ", count: spaces)
                column += spaces
            } else {
                result.append(character)
                column += DisplayWidth.of(String(character))
            }
        }
        return result
    }

    /// The edited text as `--editbox` writes it, ending with a line break: a line that reads as
    /// a line of `original` with its tabs expanded is written as that line, tabs and all (the
    /// editor holds spaces, so a line that was edited keeps spaces where its tabs were).
    static func restoringTabs(in edited: String, from original: [String]) -> String {
        guard !edited.isEmpty else { return edited }
        var tabbed: [String: String] = [:]
        for line in original where line.contains("\t") {
            let shown = expandingTabs(line)
            if tabbed[shown] == nil { tabbed[shown] = line }
        }
        var lines = edited.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if edited.hasSuffix("\n") { lines.removeLast() }
        return lines.map { tabbed[$0] ?? $0 }.joined(separator: "\n") + "\n"
    }
}
