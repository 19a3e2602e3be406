/// Which terminfo entry shows true colours for a terminal that has them.
///
/// ncurses sends true colours only for an entry that says so (`colors` 2^24, e.g.
/// `xterm-direct`). A terminal that announces them otherwise — `COLORTERM=truecolor` or
/// `24bit`, or tmux's `Tc` flag — while `TERM` names a 256-colour entry gets the entry's
/// `-direct` sibling when the terminfo database has it (`xterm-256color` → `xterm-direct`);
/// without one it keeps its entry and shows the nearest of 256 colours.
enum TrueColorType {
    /// The entry to open for `type`.
    ///
    /// - Parameters:
    ///   - type: `TERM`.
    ///   - colorTerm: `COLORTERM`, if set.
    ///   - isTrueColor: whether an entry has true colours itself (RGB, Tc, 2^24 colours).
    ///   - isUsable: whether an entry exists and can position the cursor.
    static func entry(
        for type: String, colorTerm: String?, isTrueColor: (String) -> Bool, isUsable: (String) -> Bool
    ) -> String {
        let suffix = "-256color"
        guard type.hasSuffix(suffix) else { return type }
        let announced = colorTerm == "truecolor" || colorTerm == "24bit"
        guard announced || isTrueColor(type) else { return type }
        let direct = String(type.dropLast(suffix.count)) + "-direct"
        return isUsable(direct) ? direct : type
    }
}
