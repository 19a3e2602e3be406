import FormWizard

/// What scrolls rows of the terminal as a `RowMove` says, written by `CursesTerminal`
/// itself instead of through ncurses' update (which compares every column of every line it
/// moved, see DECISIONS.md, 2026-12-03).
///
/// In order: the cursor and attributes saved (`sc`), attributes off (`sgr0`, so that the rows
/// scrolled in are blank in the default colours, as ncurses' idea of the screen then holds
/// them), the scrolling region set to the move's rows (`csr`), the cursor on the region's last
/// row to scroll it up (`ind`, once a row) or on its first to scroll it down (`ri`), the region
/// back to the whole screen, and the cursor and attributes restored (`rc`): what ncurses
/// believes of the cursor and the attributes stays true. Padding (`$<5>`) is dropped, as in
/// `RestoreSequence`.
struct ScrollSequence: Equatable {
    private var saveCursor: String
    private var restoreCursor: String
    private var attributesOff: String
    private var forward: String
    private var reverse: String
    private var region: String
    private var cursorAddress: String

    /// The sequence for the terminal whose string capabilities `capability` looks up by
    /// terminfo name, or `nil` when it lacks one of them, or when scrolling may bring back
    /// rows scrolled off (`da`, `db`) or may not blank them (`ndscr`): such a terminal's moves
    /// are left to ncurses.
    init?(capability: (String) -> String?, flag: (String) -> Bool) {
        guard !flag("da"), !flag("db"), !flag("ndscr"),
            let saveCursor = capability("sc"), let restoreCursor = capability("rc"),
            let attributesOff = capability("sgr0"), let forward = capability("ind"),
            let reverse = capability("ri"), let region = capability("csr"), let cursorAddress = capability("cup")
        else { return nil }
        self.saveCursor = RestoreSequence.withoutPadding(saveCursor)
        self.restoreCursor = RestoreSequence.withoutPadding(restoreCursor)
        self.attributesOff = RestoreSequence.withoutPadding(attributesOff)
        self.forward = RestoreSequence.withoutPadding(forward)
        self.reverse = RestoreSequence.withoutPadding(reverse)
        // Padding is not a parameter directive: dropped before `tparm` as after it.
        self.region = RestoreSequence.withoutPadding(region)
        self.cursorAddress = RestoreSequence.withoutPadding(cursorAddress)
    }

    /// What makes a terminal of `rows` rows show `move`; `parameterized` fills a capability's
    /// two parameters (ncurses' `tparm`), `nil` when it cannot.
    func text(for move: RowMove, rows: Int, parameterized: (String, Int, Int) -> String?) -> String? {
        let row = move.shift > 0 ? move.bottom - 1 : move.top
        guard let moved = parameterized(region, move.top, move.bottom - 1),
            let whole = parameterized(region, 0, rows - 1),
            let cursor = parameterized(cursorAddress, row, 0)
        else { return nil }
        var text = saveCursor + attributesOff + moved + cursor
        let step = move.shift > 0 ? forward : reverse
        for _ in 0..<abs(move.shift) { text += step }
        return text + whole + restoreCursor
    }

    /// What sets the scrolling region back to the whole screen of `rows` rows, the cursor saved
    /// and restored around it (setting a region homes the cursor): the emergency restore writes
    /// it, since a crash may come between a scroll's region and its reset (`RestoreSequence`).
    func reset(rows: Int, parameterized: (String, Int, Int) -> String?) -> String? {
        parameterized(region, 0, rows - 1).map { saveCursor + $0 + restoreCursor }
    }
}
