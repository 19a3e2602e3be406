/// The bytes that undo the output modes ncurses sets, for a crash or SIGQUIT to write from its
/// signal handler (`EmergencyRestore`), where ncurses' `endwin` cannot run.
///
/// In order: CAN, which ends an escape sequence the interrupted program may have been halfway
/// through writing (a terminal shows nothing for it outside one); the scrolling region back to
/// the whole screen, when the terminal's rows are scrolled by `ScrollSequence`; colours and attributes off;
/// keypad transmit off; xterm's mouse reports off on a terminal that has them; bracketed paste
/// off; the cursor shown; the alternate screen left. Padding (`$<5>`) is dropped: nothing may
/// sleep in a signal handler, and a modern terminal needs none.
struct RestoreSequence: Equatable {
    /// The terminfo capabilities written, in order.
    static let capabilities = ["op", "sgr0", "rmkx"]
    /// Written after `capabilities` when the terminal reports xterm mouse events (`kmous`).
    static let mouseOff = "\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l"
    /// Written after the mouse modes: bracketed paste off, as `CursesTerminal.close()` does.
    static let bracketedPasteOff = "\u{1B}[?2004l"
    /// Written last, in order: the cursor shown, the alternate screen left.
    static let finalCapabilities = ["cnorm", "rmcup"]

    /// The bytes to write.
    var bytes: [UInt8]

    /// The sequence for the terminal whose string capabilities `capability` looks up by
    /// terminfo name (`nil`: the terminal has none).
    /// - Parameter scrollRegionReset: what sets the scrolling region to the whole screen
    ///   (`ScrollSequence.reset`), or nothing for a terminal whose region is never set.
    init(capability: (String) -> String?, scrollRegionReset: String = "") {
        var text = "\u{18}" + scrollRegionReset
        for name in Self.capabilities { text += capability(name).map(Self.withoutPadding) ?? "" }
        if capability("kmous") != nil { text += Self.mouseOff }
        text += Self.bracketedPasteOff
        for name in Self.finalCapabilities { text += capability(name).map(Self.withoutPadding) ?? "" }
        bytes = Array(text.utf8)
    }

    /// `value` without terminfo's padding specifications (`$<2>`, `$<5*/>`).
    static func withoutPadding(_ value: String) -> String {
        var result = ""
        var rest = value[...]
        while let start = rest.firstRange(of: "$<") {
            result += rest[..<start.lowerBound]
            guard let end = rest[start.upperBound...].firstIndex(of: ">") else {
                rest = rest[start.lowerBound...]
                break
            }
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }
}
