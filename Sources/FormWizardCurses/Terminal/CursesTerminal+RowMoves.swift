import CNcurses
import FormWizard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension CursesTerminal {
    /// Moves rows as `move` says. When the terminal can scroll a region (`scrollSequence`), it
    /// is scrolled here, and ncurses' three screens (the window, the screen it composes and the
    /// one it believes the terminal shows) are shifted to match and their moved lines marked
    /// unchanged: its update then compares only the lines still drawn, not every line moved
    /// (which cost each line two or three passes over all its columns). Otherwise only the
    /// window's lines are shifted, and ncurses' update finds the moved lines and scrolls the
    /// terminal when it can or rewrites them when it cannot. Either way the vacated rows are
    /// blanked as the screen's buffer has them (`Cell.blank`).
    ///
    /// ncurses keeps a hash of each line of the screen it believes the terminal shows, to find
    /// moved lines itself; the public API cannot shift those, so after a move here they are out
    /// of date for the moved lines until each is drawn again. A stale hash can only make
    /// ncurses scroll lines that did not move: it then scrolls its own screen with the terminal
    /// and marks those lines changed, and rewrites whatever differs, so what it sends stays
    /// right and may only be longer.
    /// - Returns: whether the terminal was scrolled here (not left to ncurses' update).
    @discardableResult
    func move(_ move: RowMove, in window: UnsafeMutablePointer<WINDOW>?) -> Bool {
        guard move.top >= 0, move.bottom <= size.rows, move.bottom - move.top > abs(move.shift) else { return true }
        let columns = size.columns
        guard columns > 0 else { return true }
        let rows = Int32(size.rows)
        let current = fw_curscr()
        let composed = fw_newscr()
        // An update ncurses cut short (it stops when input is waiting) leaves lines to send:
        // those are left to it.
        let pending = (move.top..<move.bottom).contains { y in
            is_linetouched(composed, Int32(y)) || is_linetouched(current, Int32(y))
        }
        let scroll = pending ? nil : scrollText(for: move)
        var blank = palette.template(for: Cell.blank.style)
        blank.chars.0 = 0x20
        guard let scroll else {
            Self.shift(window, by: move, rows: rows, filling: blank, columns: columns)
            return false
        }
        writeToTTY(scroll)
        // What the terminal scrolled in: blanks in the default colours, attributes off.
        var plain = cchar_t()
        var pair: Int32 = 0
        setcchar(&plain, [0x20, 0], fw_a_normal(), 0, &pair)
        if let span = move.columns, span != 0..<columns, let parts = columnWindows(for: span) {
            Self.shift(parts.windows[0], over: window, by: move, filling: blank, columns: columns)
            Self.shift(parts.windows[1], over: composed, by: move, filling: blank, columns: columns)
            Self.shift(parts.windows[2], over: current, by: move, filling: plain, columns: columns)
        } else {
            Self.shift(window, by: move, rows: rows, filling: blank, columns: columns)
            Self.shift(composed, by: move, rows: rows, filling: blank, columns: columns)
            Self.shift(current, by: move, rows: rows, filling: plain, columns: columns)
        }
        let moved = move.moved
        wtouchln(window, Int32(moved.lowerBound), Int32(moved.count), 0)
        wtouchln(composed, Int32(moved.lowerBound), Int32(moved.count), 0)
        wtouchln(current, Int32(moved.lowerBound), Int32(moved.count), 0)
        // The vacated rows hold the same blanks in all three when the screen's blank is the
        // terminal's: nothing there to compare either (the cells drawn on them are sent after).
        if memcmp(&blank, &plain, MemoryLayout<cchar_t>.size) == 0 {
            for y in move.vacated {
                wtouchln(window, Int32(y), 1, 0)
                wtouchln(composed, Int32(y), 1, 0)
                wtouchln(current, Int32(y), 1, 0)
            }
        } else {
            hasLinesToSend = true
        }
        return true
    }

    /// What scrolls the terminal as `move` says (`scrollSequence`), made once for the same move
    /// on a screen of the same size; `nil` when the terminal cannot.
    private func scrollText(for move: RowMove) -> String? {
        if let last = lastScroll, last.move == move, last.rows == size.rows { return last.text }
        let text = scrollSequence?.text(for: move, rows: size.rows) { capability, first, second in
            fw_tparm2(capability, Int32(first), Int32(second)).map { String(cString: $0) }
        }
        if let text { lastScroll = (move, size.rows, text) }
        return text
    }

    /// Shifts lines of `window` as `move` says (`wscrl` in a scrolling region, which moves them
    /// in memory, fills the vacated rows with the window's background and marks them changed),
    /// then writes `fill` across the vacated rows unless the background is that already.
    private static func shift(
        _ window: UnsafeMutablePointer<WINDOW>?, by move: RowMove, rows: Int32, filling fill: cchar_t, columns: Int
    ) {
        scrollok(window, true)
        wsetscrreg(window, Int32(move.top), Int32(move.bottom - 1))
        wscrl(window, Int32(move.shift))
        wsetscrreg(window, 0, rows - 1)
        scrollok(window, false)
        var fill = fill
        var background = cchar_t()
        if wgetbkgrnd(window, &background) != fw_err(),
            memcmp(&background, &fill, MemoryLayout<cchar_t>.size) == 0
        {
            return
        }
        withUnsafeTemporaryAllocation(of: cchar_t.self, capacity: columns) { row in
            row.initialize(repeating: fill)
            for y in move.vacated {
                mvwadd_wchnstr(window, Int32(y), 0, row.baseAddress, Int32(columns))
            }
        }
    }

    /// Shifts lines of `part` (a window over some columns of `screen`) as `move` says, then
    /// writes `fill` across the vacated rows of `screen`, part and all, where they do not show
    /// it already: the terminal blanked them across its whole width. Outside the part every
    /// line of the region shows the same cells (`RowMove.columns`), so one cell tells. The
    /// vacated lines of `screen` are marked changed, as `wscrl` on the whole screen marks them.
    private static func shift(
        _ part: UnsafeMutablePointer<WINDOW>, over screen: UnsafeMutablePointer<WINDOW>?, by move: RowMove,
        filling fill: cchar_t, columns: Int
    ) {
        scrollok(part, true)
        wsetscrreg(part, Int32(move.top), Int32(move.bottom - 1))
        wscrl(part, Int32(move.shift))
        wsetscrreg(part, 0, getmaxy(part) - 1)
        scrollok(part, false)
        wtouchln(screen, Int32(move.vacated.lowerBound), Int32(move.vacated.count), 1)
        var fill = fill
        let low = Int(getparx(part))
        let high = low + Int(getmaxx(part))
        var background = cchar_t()
        let partShowsFill =
            wgetbkgrnd(part, &background) != fw_err() && memcmp(&background, &fill, MemoryLayout<cchar_t>.size) == 0
        var beside = cchar_t()
        let besideShowsFill =
            mvwin_wch(screen, Int32(move.vacated.lowerBound), Int32(low > 0 ? 0 : high), &beside) != fw_err()
            && memcmp(&beside, &fill, MemoryLayout<cchar_t>.size) == 0
        guard !partShowsFill || !besideShowsFill else { return }
        withUnsafeTemporaryAllocation(of: cchar_t.self, capacity: columns) { row in
            row.initialize(repeating: fill)
            for y in move.vacated {
                if besideShowsFill {
                    mvwadd_wchnstr(screen, Int32(y), Int32(low), row.baseAddress, Int32(high - low))
                } else {
                    mvwadd_wchnstr(screen, Int32(y), 0, row.baseAddress, Int32(columns))
                }
            }
        }
    }

    /// Windows over `span` of ncurses' screens: the ones kept when they cover it, else new ones.
    private func columnWindows(for span: Range<Int>) -> ColumnWindows? {
        if let kept = columnWindows, kept.columns == span, kept.rows == size.rows { return kept }
        dropColumnWindows()
        guard let window = fw_stdscr(), let composed = fw_newscr(), let current = fw_curscr() else { return nil }
        columnWindows = ColumnWindows(columns: span, rows: size.rows, over: [window, composed, current])
        return columnWindows
    }

    /// Deletes the windows over columns, before ncurses resizes or ends its screens.
    func dropColumnWindows() {
        columnWindows?.delete()
        columnWindows = nil
    }
}
