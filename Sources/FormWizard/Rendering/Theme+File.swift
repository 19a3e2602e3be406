extension Theme {
    /// The keys a theme file sets, one per style (see the properties of the same names).
    public static let styleKeys = [
        "screen", "dialog", "border", "title", "button", "focused", "destructive", "hotkey", "input",
        "gaugeFilled", "hint", "error", "match",
    ]

    /// A theme read from a theme file's text.
    ///
    /// One setting a line, `key = value`; blank lines and lines starting with `#` are skipped.
    /// `base = NAME` (a built-in theme; `default` when absent) must come first; each other key
    /// is a style (`styleKeys`) spelled as `Style(parsing:)` reads it:
    ///
    /// ```
    /// # ocean.theme
    /// base = classic
    /// screen = white on color24
    /// focused = black on #ffd75f bold
    /// ```
    ///
    /// Focus must show without colour: `focused` needs an attribute that `button` lacks.
    /// - Parameter text: the file's contents.
    /// - Throws: `ThemeFileError` with the first wrong line: not `key = value`, an unknown key
    ///   or base, a key set twice, a style that cannot be read; or a focus that colour alone shows.
    public init(file text: String) throws(ThemeFileError) {
        self = .default
        var seen: [String: Int] = [:]
        var lineNumber = 0
        // "\r\n" is one Character: split on it as on "\n".
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            lineNumber += 1
            let content = line.drop { $0 == " " || $0 == "\t" }
            if content.isEmpty || content.hasPrefix("#") || content.allSatisfy({ $0 == "\r" }) { continue }
            guard let equals = content.firstIndex(of: "=") else {
                throw ThemeFileError(line: lineNumber, message: "expected 'key = value', got '\(content)'")
            }
            let key = String(content[..<equals]).trimmingSpaces
            let value = String(content[content.index(after: equals)...]).trimmingSpaces
            if let earlier = seen[key] {
                throw ThemeFileError(line: lineNumber, message: "'\(key)' is set twice (first on line \(earlier))")
            }
            seen[key] = lineNumber
            if key == "base" {
                guard seen.count == 1 else {
                    throw ThemeFileError(line: lineNumber, message: "'base' must come before the styles")
                }
                guard let base = Theme.named(value) else {
                    throw ThemeFileError(
                        line: lineNumber,
                        message:
                            "unknown base theme '\(value)' (built-in: \(Theme.builtInNames.joined(separator: ", ")))")
                }
                self = base
                continue
            }
            let style: Style
            do throws(StyleParseError) {
                style = try Style(parsing: value)
            } catch {
                throw ThemeFileError(line: lineNumber, message: "\(key): \(error.message)")
            }
            guard setStyle(style, forKey: key) else {
                throw ThemeFileError(
                    line: lineNumber,
                    message: "unknown key '\(key)' (keys: base, \(Theme.styleKeys.joined(separator: ", ")))")
            }
        }
        if !showsFocusWithoutColor {
            throw ThemeFileError(
                line: seen["focused"] ?? seen["button"] ?? lineNumber,
                message:
                    "focused needs bold, reverse or underline that button lacks, so that focus shows without colour")
        }
    }

    /// Whether the focused style has an attribute the unfocused one lacks.
    public var showsFocusWithoutColor: Bool {
        !focused.attributes.subtracting(button.attributes).subtracting(.dim).isEmpty
    }

    /// Sets the style of a theme file's `key`; `false` for a key that is not a style.
    private mutating func setStyle(_ style: Style, forKey key: String) -> Bool {
        switch key {
        case "screen": screen = style
        case "dialog": dialog = style
        case "border": border = style
        case "title": title = style
        case "button": button = style
        case "focused": focused = style
        case "destructive": destructive = style
        case "hotkey": hotkey = style
        case "input": input = style
        case "gaugeFilled": gaugeFilled = style
        case "hint": hint = style
        case "error": error = style
        case "match": match = style
        default: return false
        }
        return true
    }
}

extension String {
    /// The string without spaces, tabs and carriage returns at either end.
    fileprivate var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
