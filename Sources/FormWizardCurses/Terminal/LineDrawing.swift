/// How the terminal draws lines, blocks, arrows and other symbols the core writes as Unicode
/// (`┌─┐`, `█░`, `▲▼`, `•`): as those characters where the terminal takes UTF-8, else through
/// terminfo's line-drawing set (`acsc`, the VT100 alternate characters), and ASCII where that
/// set lacks one.
///
/// The core always draws Unicode; only `CursesTerminal` looks at this, once per cell it
/// writes, so there is one way lines are drawn and snapshots show what the core drew.
enum LineDrawing: Equatable {
    /// UTF-8 as it is.
    case unicode
    /// The terminal's line-drawing set and ASCII; other non-ASCII text is drawn as `?`.
    case terminal

    /// The mode for a locale and terminal type: the terminal's set when the locale the user
    /// chose names a character set other than UTF-8 (`LC_ALL`, else `LC_CTYPE`, else `LANG`,
    /// such as `en_US.ISO-8859-1` or `de_DE`) or the terminal is a VT100-family one (`vt100`,
    /// `vt220`, …), which has no UTF-8. An unset locale, `C` and `POSIX` count as UTF-8, as
    /// `UTF8Locale` makes them: they are what containers, cron and CI shells leave when nobody
    /// chose, on terminals that take UTF-8 (drawing `Café` as `Caf?` there helps nobody).
    /// - Parameters:
    ///   - locale: the first set of `LC_ALL`, `LC_CTYPE` and `LANG`.
    ///   - terminalType: `TERM`.
    static func mode(locale: String?, terminalType: String) -> LineDrawing {
        if terminalType.hasPrefix("vt") { return .terminal }
        guard let locale, !locale.isEmpty else { return .unicode }
        let lowered = locale.lowercased()
        if lowered == "c" || lowered == "posix" { return .unicode }
        return lowered.contains("utf-8") || lowered.contains("utf8") ? .unicode : .terminal
    }

    /// What the terminal's set draws for `scalar`: its VT100 code (`q` for `─`), if the set
    /// has one, and the ASCII character drawn when the terminal's set lacks it; `nil` for
    /// a scalar that is not a drawing symbol.
    static func symbol(for scalar: Unicode.Scalar) -> (code: UInt8?, ascii: UInt8)? {
        switch scalar.value {
        case 0x2500, 0x2501, 0x2504, 0x2508: (ascii("q"), ascii("-"))  // ─
        case 0x2502, 0x2503, 0x2506, 0x250A, 0x258F: (ascii("x"), ascii("|"))  // │ ▏
        case 0x250C, 0x256D: (ascii("l"), ascii("+"))  // ┌ ╭
        case 0x2510, 0x256E: (ascii("k"), ascii("+"))  // ┐ ╮
        case 0x2514, 0x2570: (ascii("m"), ascii("+"))  // └ ╰
        case 0x2518, 0x256F: (ascii("j"), ascii("+"))  // ┘ ╯
        case 0x251C: (ascii("t"), ascii("+"))  // ├
        case 0x2524: (ascii("u"), ascii("+"))  // ┤
        case 0x252C: (ascii("w"), ascii("+"))  // ┬
        case 0x2534: (ascii("v"), ascii("+"))  // ┴
        case 0x253C: (ascii("n"), ascii("+"))  // ┼
        case 0x2588, 0x2589, 0x258A, 0x258B, 0x258C: (ascii("0"), ascii("#"))  // █
        case 0x2591: (ascii("a"), ascii(":"))  // ░
        case 0x2592, 0x2593: (ascii("a"), ascii("#"))  // ▒ ▓
        case 0x25B2, 0x2191: (ascii("-"), ascii("^"))  // ▲ ↑
        case 0x25BC, 0x2193: (ascii("."), ascii("v"))  // ▼ ↓
        case 0x25C0, 0x2190: (ascii(","), ascii("<"))  // ◀ ←
        case 0x25B6, 0x2192: (ascii("+"), ascii(">"))  // ▶ →
        case 0x2022, 0x25CF, 0x00B7: (ascii("~"), ascii("*"))  // • ● ·
        case 0x25C6: (ascii("`"), ascii("+"))  // ◆
        case 0x00B0: (ascii("f"), ascii("'"))  // °
        case 0x00B1: (ascii("g"), ascii("#"))  // ±
        case 0x2264: (ascii("y"), ascii("<"))  // ≤
        case 0x2265: (ascii("z"), ascii(">"))  // ≥
        case 0x00A3: (ascii("}"), ascii("f"))  // £
        case 0x25BE: (nil, ascii("v"))  // ▾
        case 0x25B8: (nil, ascii(">"))  // ▸
        case 0x2195: (nil, ascii("|"))  // ↕
        case 0x21B5: (nil, ascii("<"))  // ↵
        case 0x232B: (nil, ascii("<"))  // ⌫
        case 0x2026: (nil, ascii("."))  // …
        case 0x2013, 0x2014: (nil, ascii("-"))  // – —
        case 0x00A0: (nil, ascii(" "))
        default: nil
        }
    }

    /// The VT100 codes a terminal's `acsc` capability maps (its pairs' first characters):
    /// the symbols its line-drawing set has.
    /// - Parameter acsc: the capability's value; `nil` when the terminal has none.
    static func codes(inACSC acsc: [UInt8]?) -> Set<UInt8> {
        guard let acsc else { return [] }
        return Set(stride(from: 0, to: acsc.count - 1, by: 2).map { acsc[$0] })
    }

    private static func ascii(_ character: Unicode.Scalar) -> UInt8 {
        UInt8(truncatingIfNeeded: character.value)
    }
}
