/// What `CursesTerminal` needs to send changed cells to the terminal itself, instead of through
/// ncurses' update (which costs each line it sends a comparison of all its columns and each
/// cursor move a costing of five or so motion capabilities, see DECISIONS.md, 2026-12-03).
///
/// The cells are written between `sc` and `rc`, each run of them after a `cup`, attributes
/// changed by ncurses' own `vid_puts` and set back to normal before `rc`: what ncurses believes
/// of the cursor and the attributes stays true, as it does around a `ScrollSequence`. Padding
/// (`$<5>`) is dropped, as there.
struct CellSequence: Equatable {
    private(set) var saveCursor: String
    private(set) var restoreCursor: String
    /// `cup`, to be parameterized with a row and a column.
    private(set) var cursorAddress: String
    /// Whether the cursor may move with attributes on (`msgr`); without it they are turned off
    /// before each move, as ncurses does.
    let movesWithAttributes: Bool

    /// The sequence for the terminal whose capabilities `capability`, `flag` and `number` look up
    /// by terminfo name, or `nil` when it lacks `sc`, `rc` or `cup`, or when writing a cell may
    /// do more than show it: attributes that take a cell of their own (`xmc`), a tilde it cannot
    /// show (`hz`). Such a terminal's cells are left to ncurses.
    init?(capability: (String) -> String?, flag: (String) -> Bool, number: (String) -> Int) {
        guard number("xmc") <= 0, !flag("hz"),
            let saveCursor = capability("sc"), let restoreCursor = capability("rc"),
            let cursorAddress = capability("cup")
        else { return nil }
        self.saveCursor = RestoreSequence.withoutPadding(saveCursor)
        self.restoreCursor = RestoreSequence.withoutPadding(restoreCursor)
        self.cursorAddress = RestoreSequence.withoutPadding(cursorAddress)
        movesWithAttributes = flag("msgr")
    }
}
