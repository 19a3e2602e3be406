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
    /// Writes the changed cells into ncurses' screen and sends what differs to the terminal in
    /// one `doupdate`; a full update (first frame, after a resize) repaints everything.
    ///
    /// The screen is never cleared for an ordinary update: ncurses compares its window with
    /// what the terminal shows and sends the least it can.
    public func apply(_ update: FrameUpdate) {
        guard !isClosed else { return }
        let window = fw_stdscr()
        let bounds = Rect(size: size)
        var sentEverything = false
        if update.isFull {
            // Repaint everything: ncurses forgets what the terminal shows, and its window
            // starts blank, so blank cells need no writing (a first frame is mostly blank).
            clearok(fw_curscr(), true)
            werase(window)
            draw(update.changes, skippingBlanks: true, in: window)
            // The bottom-right cell is written even when blank: see `put`.
            let corner = Point(x: size.columns - 1, y: size.rows - 1)
            if bounds.contains(corner), !update.changes.contains(where: { $0.position == corner && $0.cell != .blank })
            {
                put(.blank, at: corner, in: window)
            }
        } else {
            // Rows that ncurses' update moves must go through it whole. A cursor that moves (a
            // text field typed into) is cheaper through ncurses too: its update leaves the
            // cursor after the cell it wrote last, where after cells sent here (`rc` puts it
            // back) its update would move it, costing the motion capabilities.
            let movedByNcurses = update.rowMove.map { !self.move($0, in: window) } ?? false
            let cursorStays = update.cursor == nil || update.cursor == shownCursor
            if movedByNcurses || !cursorStays || !writeCells(update.changes, in: window) {
                draw(update.changes, skippingBlanks: false, in: window)
            } else if update.cursor == shownCursor, !hasLinesToSend(in: window) {
                // Everything was sent here and the cursor stays: ncurses' update would find
                // nothing, after hashing every line of the screen to look for moved ones (a
                // search that grows with the square of the rows: 70 k instructions at 100 rows).
                sentEverything = true
            }
        }
        if let cursor = update.cursor, bounds.contains(cursor) {
            leaveok(window, false)
            wmove(window, Int32(cursor.y), Int32(cursor.x))
            setCursorVisible(true)
            shownCursor = cursor
        } else {
            leaveok(window, true)
            setCursorVisible(false)
            shownCursor = nil
        }
        // Copying the window into the composed screen also clears its "cursor moved" mark,
        // without which reading a key (`wgetch`) would run the update anyway.
        wnoutrefresh(window)
        if !sentEverything { doupdate() }
        drawClusters()
        if !isReading { startReading() }
    }

    /// Whether a line of ncurses' screens is marked changed: a move left rows for its update to
    /// paint, or an update it cut short (it stops when input is waiting) left lines to send.
    private func hasLinesToSend(in window: UnsafeMutablePointer<WINDOW>?) -> Bool {
        let composed = fw_newscr()
        let current = fw_curscr()
        for y in 0..<Int32(size.rows)
        where is_linetouched(window, y) || is_linetouched(composed, y) || is_linetouched(current, y) {
            return true
        }
        return false
    }

    /// Writes `changes` (continuation cells and cells off the screen left out; blank cells too
    /// when `skippingBlanks`). A run of printable ASCII cells side by side on one row goes to
    /// ncurses in one `mvwadd_wchnstr`, which copies the cells as they are; any other cell
    /// goes through `put`.
    private func draw(
        _ changes: [FrameUpdate.Change], skippingBlanks: Bool, in window: UnsafeMutablePointer<WINDOW>?
    ) {
        let columns = size.columns
        let rows = size.rows
        guard columns > 0 else { return }
        withUnsafeTemporaryAllocation(of: cchar_t.self, capacity: columns) { run in
            var count = 0
            var runX = 0
            var runY = 0
            var style = Style.plain
            var template = palette.template(for: style)
            // Read in place: a `Change` copied out is retained and released.
            changes.withUnsafeBufferPointer { changes in
                for index in changes.indices {
                    let x = changes[index].position.x
                    let y = changes[index].position.y
                    guard !changes[index].cell.isContinuation, x >= 0, y >= 0, x < columns, y < rows else { continue }
                    if skippingBlanks, changes[index].cell == .blank { continue }
                    if let scalar = changes[index].cell.scalar, scalar.value >= 0x20, scalar.value < 0x7F,
                        x != columns - 1 || y != rows - 1
                    {
                        if count > 0, y != runY || x != runX + count {
                            mvwadd_wchnstr(window, Int32(runY), Int32(runX), run.baseAddress, Int32(count))
                            count = 0
                        }
                        if count == 0 {
                            runX = x
                            runY = y
                        }
                        if changes[index].cell.style != style {
                            style = changes[index].cell.style
                            template = palette.template(for: style)
                        }
                        run[count] = template
                        run[count].chars.0 = wchar_t(scalar.value)
                        count += 1
                    } else {
                        if count > 0 {
                            mvwadd_wchnstr(window, Int32(runY), Int32(runX), run.baseAddress, Int32(count))
                            count = 0
                        }
                        put(changes[index].cell, at: changes[index].position, in: window)
                    }
                }
            }
            if count > 0 {
                mvwadd_wchnstr(window, Int32(runY), Int32(runX), run.baseAddress, Int32(count))
            }
        }
    }

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
    private func move(_ move: RowMove, in window: UnsafeMutablePointer<WINDOW>?) -> Bool {
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

    private func setCursorVisible(_ visible: Bool) {
        guard isCursorVisible != visible else { return }
        isCursorVisible = visible
        curs_set(visible ? 1 : 0)
    }

    /// Writes one cell; printable ASCII as a copy of the style's template cell. Without UTF-8
    /// (`LineDrawing.terminal`) other characters go through `putInTerminalSet`. A cluster
    /// ncurses cannot draw whole (`ClusterWrite.isNeeded`: a ZWJ sequence, a flag, a keycap, an
    /// emoji with VS-16) holds a wide blank in ncurses' screen and is written after the update
    /// (`drawClusters()`). When ncurses measures a character narrower than the screen's layout
    /// does, the rest is blanked so both agree on every column. Writing the bottom-right cell
    /// fails on some terminals; that is fine.
    ///
    /// A space in the bottom-right cell is drawn invisible (`A_INVIS`; a space without
    /// reverse or underline looks the same).
    /// On every refresh ncurses' `doupdate` checks whether "clear to end of screen" could
    /// paint the blank rows at the bottom, comparing every cell of those rows in its new and
    /// its current screen with that corner cell — unless the corner is a blank it may not
    /// clear with. That scan was the only part of a keystroke that grew with the terminal
    /// (about 570 k instructions a key at 300x100); the screen's own diff already knows what
    /// changed.
    private func put(_ cell: Cell, at position: Point, in window: UnsafeMutablePointer<WINDOW>?) {
        if let scalar = cell.scalar, scalar.value >= 0x20, scalar.value < 0x7F {
            var glyph = palette.template(for: cell.style)
            glyph.chars.0 = wchar_t(scalar.value)
            if scalar.value == 0x20, position.x == size.columns - 1, position.y == size.rows - 1,
                cell.style.attributes.isSubset(of: [.bold, .dim])
            {
                glyph.attr |= fw_a_invis()
            }
            mvwadd_wch(window, Int32(position.y), Int32(position.x), &glyph)
            return
        }
        if lineDrawing == .terminal {
            putInTerminalSet(cell, at: position, in: window)
            return
        }
        if let scalar = cell.scalar {
            putScalar(scalar, style: cell.style, at: position, in: window)
            return
        }
        if ClusterWrite.isNeeded(for: cell.character), position.x + 1 < size.columns {
            clusterWrites.append(ClusterWrite(text: String(cell.character), style: cell.style, position: position))
            var glyph = palette.template(for: cell.style)
            glyph.chars.0 = wchar_t(ClusterWrite.placeholder)
            mvwadd_wch(window, Int32(position.y), Int32(position.x), &glyph)
            return
        }
        let appearance = palette.appearance(of: cell.style)
        var pair = appearance.pair
        var glyph = cchar_t()
        var drawnWidth = 1
        withUnsafeTemporaryAllocation(of: wchar_t.self, capacity: 6) { text in
            var count = 0
            for scalar in cell.character.unicodeScalars where count < 5 {
                text[count] = wchar_t(bitPattern: scalar.value)
                count += 1
            }
            text[count] = 0
            if setcchar(&glyph, text.baseAddress, appearance.attributes, 0, &pair) == fw_err() {
                text[1] = 0
                setcchar(&glyph, text.baseAddress, appearance.attributes, 0, &pair)
            }
            if !cell.character.isASCII { drawnWidth = max(1, Int(wcwidth(text[0]))) }
        }
        let y = Int32(position.y)
        let x = Int32(position.x)
        mvwadd_wch(window, y, x, &glyph)
        if !cell.character.isASCII, DisplayWidth.of(cell.character) > drawnWidth, position.x + 1 < size.columns {
            var blank = cchar_t()
            setcchar(&blank, [0x20, 0], appearance.attributes, 0, &pair)
            mvwadd_wch(window, y, x + 1, &blank)
        }
    }

    /// Writes a cell of one scalar that is not printable ASCII, as `setcchar` would make it (the
    /// style's template with the scalar in it), without making a `Character`.
    private func putScalar(
        _ scalar: Unicode.Scalar, style: Style, at position: Point, in window: UnsafeMutablePointer<WINDOW>?
    ) {
        var glyph = palette.template(for: style)
        glyph.chars.0 = wchar_t(bitPattern: scalar.value)
        let y = Int32(position.y)
        let x = Int32(position.x)
        mvwadd_wch(window, y, x, &glyph)
        guard scalar.value >= 0x80 else { return }
        let drawnWidth = max(1, Int(wcwidth(wchar_t(bitPattern: scalar.value))))
        if DisplayWidth.width(ofScalar: scalar) > drawnWidth, position.x + 1 < size.columns {
            var blank = palette.template(for: style)
            mvwadd_wch(window, y, x + 1, &blank)
        }
    }

    /// Writes a character that is not ASCII on a terminal without UTF-8: a drawing symbol from
    /// the terminal's line-drawing set (its VT100 code with `A_ALTCHARSET`, when `acsc` has
    /// it) or its ASCII stand-in, anything
    /// else as `?`; a wide character's second column is blanked.
    private func putInTerminalSet(_ cell: Cell, at position: Point, in window: UnsafeMutablePointer<WINDOW>?) {
        var attributes = palette.appearance(of: cell.style).attributes
        var glyph = palette.template(for: cell.style)
        let symbol = cell.scalar.flatMap(LineDrawing.symbol(for:))
        var character = wchar_t(symbol?.ascii ?? UInt8(ascii: "?"))
        if let code = symbol?.code, lineDrawingCodes.contains(code) {
            // ncurses sends the code in the alternate set (`smacs`), mapped as `acsc` says.
            character = wchar_t(code)
            attributes |= fw_a_altcharset()
        }
        var pair = palette.appearance(of: cell.style).pair
        setcchar(&glyph, [character, 0], attributes, 0, &pair)
        let y = Int32(position.y)
        let x = Int32(position.x)
        mvwadd_wch(window, y, x, &glyph)
        if DisplayWidth.of(cell.character) > 1, position.x + 1 < size.columns {
            var blank = palette.template(for: cell.style)
            mvwadd_wch(window, y, x + 1, &blank)
        }
    }
}
