import FormWizard

/// dialog's rules for the text of a box (its message, a title): what `dlg_trim_string` and
/// `--colors` do before anything is drawn.
///
/// - `\n` (a backslash and an n) becomes a line break.
/// - A real line break becomes a space (none after a blank), unless `--cr-wrap` keeps it.
/// - Tabs become spaces and runs of blanks one space, unless `--no-collapse`; then a tab goes on
///   to dialog's next tab stop (`spacesToTabStop`), or is one space with `--tab-correct`.
/// - `--trim` also drops blanks at the start of each line.
/// - With `--colors`, `\Z` codes are read (`styled`): `\Z0`–`\Z7` a foreground colour, `\Zb`
///   bold, `\Zu` underline, `\Zr` reverse (upper case turns each off), `\Zn` back to normal;
///   dialog swallows any other character after `\Z` too. Without `--colors` they are shown
///   as typed, as dialog shows them.
struct CompatText: Hashable, Sendable {
    var collapses = true
    var keepsLineBreaks = false
    var trims = false
    var readsColors = false
    var correctsTabs = false

    /// The text as the box shows it, its `\Z` codes drawn as attributes with `--colors`.
    func styled(_ text: String) -> StyledText {
        let shown = expanded(text)
        return readsColors ? Self.readingCodes(shown) : StyledText(shown)
    }

    /// The text as the box shows it, without attributes (`\Z` codes removed with `--colors`):
    /// for what is drawn plain (titles, the back title, the boxes other subcommands show).
    func apply(_ text: String) -> String {
        styled(text).plain
    }

    /// The text with dialog's rules for line breaks and blanks applied, codes left in.
    private func expanded(_ text: String) -> String {
        var result: [Character] = []
        var characters = Array(text)
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
            } else if character == "\t" && !collapses && !(trims && (result.last ?? "\n") == "\n") {
                let spaces = correctsTabs ? 1 : Self.spacesToTabStop(from: lineWidth(result), offset: Self.textOffset)
                result.append(contentsOf: repeatElement(" ", count: spaces))
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

    /// The columns the last line of `result` takes on screen, its `\Z` codes left out with
    /// `--colors`.
    private func lineWidth(_ result: [Character]) -> Int {
        let start = result.lastIndex(of: "\n").map { $0 + 1 } ?? 0
        let line = String(result[start...])
        return DisplayWidth.of(readsColors ? Self.readingCodes(line).plain : line)
    }

    private func dropTrailingBlanks(_ result: inout [Character]) {
        while let last = result.last, last == " " || last == "\t" { result.removeLast() }
    }

    /// `text` with its `\Z` codes read into runs, as dialog's `--colors` reads them: the
    /// settings add up until `\Zn`; a `\Z` at the very end stays as typed.
    static func readingCodes(_ text: String) -> StyledText {
        let characters = Array(text)
        var result = StyledText(runs: [])
        var current = StyledText.Run("")
        var index = 0
        while index < characters.count {
            guard characters[index] == "\\", index + 2 < characters.count, characters[index + 1] == "Z" else {
                current.text.append(characters[index])
                index += 1
                continue
            }
            result.append(current)
            current.text = ""
            let code = characters[index + 2]
            switch code {
            case "b": current.attributes.insert(.bold)
            case "B": current.attributes.remove(.bold)
            case "u": current.attributes.insert(.underline)
            case "U": current.attributes.remove(.underline)
            case "r": current.attributes.insert(.reverse)
            case "R": current.attributes.remove(.reverse)
            case "n": current = StyledText.Run("")
            default:
                if let digit = code.wholeNumberValue, (0...7).contains(digit) {
                    current.foreground = Color(index: UInt8(digit))
                }
            }
            index += 3
        }
        result.append(current)
        return result
    }
}
