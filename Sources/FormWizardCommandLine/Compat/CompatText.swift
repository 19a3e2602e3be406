/// dialog's rules for the text of a box (its message, a title): what `dlg_trim_string` and
/// `--colors` do before anything is drawn.
///
/// - `\n` (a backslash and an n) becomes a line break.
/// - A real line break becomes a space (none after a blank), unless `--cr-wrap` keeps it.
/// - Tabs become spaces and runs of blanks one space, unless `--no-collapse`.
/// - `--trim` also drops blanks at the start of each line.
/// - With `--colors`, `\Z` codes (`\Z0`–`\Z7`, `\Zb \ZB \Zu \ZU \Zr \ZR \Zn`) are removed;
///   without it they are shown as typed, as dialog shows them.
struct CompatText: Hashable, Sendable {
    var collapses = true
    var keepsLineBreaks = false
    var trims = false
    var stripsColors = false

    /// The text as the box shows it.
    func apply(_ text: String) -> String {
        var result: [Character] = []
        var characters = strippingColors(text)
        var index = 0
        characters.append("\0")
        while index < characters.count - 1 {
            let character = characters[index]
            let next = characters[index + 1]
            index += 1
            if character == "\\" && next == "n" {
                if trims { dropTrailingBlanks(&result) }
                result.append("\n")
                index += 1
            } else if character == "\n" {
                if keepsLineBreaks {
                    result.append("\n")
                } else if let last = result.last, last != " ", last != "\n" {
                    result.append(" ")
                }
            } else if character == " " || character == "\t" {
                let blank: Character = collapses ? " " : character
                if collapses, let last = result.last, last == " " { continue }
                if trims, result.last == nil || result.last == "\n" { continue }
                result.append(blank)
            } else {
                result.append(character)
            }
        }
        return String(result)
    }

    private func dropTrailingBlanks(_ result: inout [Character]) {
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
    }

    /// The text without its `\Z` codes, when `--colors` asks to read them.
    private func strippingColors(_ text: String) -> [Character] {
        let characters = Array(text)
        guard stripsColors else { return characters }
        var result: [Character] = []
        var index = 0
        while index < characters.count {
            if characters[index] == "\\", index + 2 < characters.count, characters[index + 1] == "Z",
                "01234567bBuUrRn".contains(characters[index + 2])
            {
                index += 3
            } else {
                result.append(characters[index])
                index += 1
            }
        }
        return result
    }
}
