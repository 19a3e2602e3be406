import FormWizard

/// dialog's rules for the text of a box (its message, a title): what `dlg_trim_string` and
/// `--colors` do before anything is drawn, as dialog 1.3 shows them.
///
/// - With a typed `\n` (a backslash and an n) anywhere in the text, each one becomes a line
///   break (a real line break right after it, after blanks, is dropped), blanks are kept as
///   typed, and a real line break becomes a space (none after two blanks) unless `--cr-wrap`
///   keeps it. `--trim` changes nothing then.
/// - Without one, real line breaks are kept, and a blank after a blank (not at a line's start)
///   is dropped unless `--no-collapse`. `--trim` instead makes each run of blanks one space and
///   each real line break a space (none after a blank) unless `--cr-wrap`.
/// - Tabs are blanks: a space, unless `--no-collapse`; then a tab goes on to dialog's next tab
///   stop (`spacesToTabStop`), or is one space with `--tab-correct`.
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
    /// Whether a typed `\n` breaks a line (not with `--no-nl-expand`: it is shown as typed,
    /// and the rules for a text without one apply).
    var expandsTypedBreaks = true
    /// `--tab-len`: with `--tab-correct`, a text box's tabs stop every this many columns of
    /// its lines (dialog's textbox), rather than at curses' stops.
    var tabLength = 8

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

    /// The text with dialog's rules for line breaks and blanks applied, codes left in: its
    /// `dlg_trim_string` step by step, rewriting the text in place as it does (`kept` is where
    /// the next kept character goes, `next` the one read), then tabs left by `--no-collapse`
    /// taken to their stops.
    private func expanded(_ text: String) -> String {
        var buffer = Array(text.unicodeScalars).map { correctsTabs && $0 == "\t" ? " " : $0 }
        let typedBreaks = expandsTypedBreaks && text.contains("\\n")
        let isBlank = { (scalar: Unicode.Scalar) in scalar == " " || scalar == "\t" }
        // dialog's `trim_blank`: whether at least two blanks, or a blank after a blank that
        // does not start a line, end at `index`.
        let trimsBlank = { (buffer: [Unicode.Scalar], index: Int) in
            var count = isBlank(buffer[index]) ? 1 : 0
            var before = index - 1
            while before >= 0, buffer[before] != "\n", isBlank(buffer[before]) {
                count += 1
                before -= 1
            }
            return count > 1
        }
        var kept = 0
        var next = 0
        func keep(_ scalar: Unicode.Scalar) {
            buffer[kept] = scalar
            kept += 1
        }
        // `--trim` looks at the character kept last; before the first one dialog reads
        // outside the text, which shows as a character that is not a blank.
        var lastKeptIsBlank: Bool { kept > 0 && isBlank(buffer[kept - 1]) }
        while next < buffer.count {
            if buffer[next] == "\t" && collapses { buffer[next] = " " }
            let scalar = buffer[next]
            next += 1
            if typedBreaks {
                if scalar == "\\" && next < buffer.count && buffer[next] == "n" {
                    keep("\n")
                    next += 1
                    var ahead = next
                    while ahead < buffer.count, isBlank(buffer[ahead]) { ahead += 1 }
                    if ahead < buffer.count, buffer[ahead] == "\n" { next = ahead + 1 }
                } else if scalar == "\n" && !keepsLineBreaks {
                    if !trimsBlank(buffer, next - 1) { keep(" ") }
                } else {
                    keep(scalar)
                }
            } else if trims {
                if isBlank(scalar) || (scalar == "\n" && !keepsLineBreaks) {
                    if !lastKeptIsBlank { keep(" ") }
                } else {
                    keep(scalar)
                }
            } else if isBlank(scalar) && collapses {
                if !trimsBlank(buffer, next - 1) { keep(scalar) }
            } else {
                keep(scalar)
            }
        }
        var result: [Character] = []
        for character in String(String.UnicodeScalarView(buffer[..<kept])) {
            guard character == "\t" else {
                result.append(character)
                continue
            }
            let spaces = Self.spacesToTabStop(from: lineWidth(result), offset: Self.textOffset)
            result.append(contentsOf: repeatElement(" ", count: spaces))
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
