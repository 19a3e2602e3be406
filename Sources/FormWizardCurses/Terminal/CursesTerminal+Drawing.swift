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
            } else if update.cursor == shownCursor {
                // Everything was sent here and the cursor stays: ncurses' update would find
                // nothing, after hashing every line of the screen to look for moved ones (a
                // search that grows with the square of the rows: 70 k instructions at 100 rows).
                let pending = hasLinesToSend ?? linesMarkedChanged(in: window)
                hasLinesToSend = pending
                sentEverything = !pending
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
        if !sentEverything {
            doupdate()
            hasLinesToSend = nil
        }
        drawClusters()
        if !isReading { startReading() }
    }

    /// Whether a line of ncurses' screens is marked changed: an update it cut short (it stops
    /// when input is waiting) left lines to send. Asked once after an update, when a frame
    /// could skip the next (`hasLinesToSend`), not on every frame: at 100 rows the three
    /// screens' 300 lines cost 11 k instructions.
    private func linesMarkedChanged(in window: UnsafeMutablePointer<WINDOW>?) -> Bool {
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
