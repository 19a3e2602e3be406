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
    /// Sends `changes` to the terminal itself (`cellSequence`) and puts them in ncurses' three
    /// screens (the window, the screen it composes and the one it believes the terminal shows),
    /// marking their lines unchanged: its update then has nothing to compare or send for them.
    ///
    /// Only when every change is a cell of one printable scalar, ASCII or one column wide for
    /// both the screen and the C library (`isNarrowForBoth`), not the bottom-right one (which
    /// ncurses writes with care for the terminal's margins), on a line ncurses has nothing left
    /// to send for (an update it cut short, rows moved in its window only): anything else goes
    /// through ncurses as before, and nothing has been written then. ncurses' hash of each line
    /// it believes shown is not updated (as after a `ScrollSequence`); a stale hash can only make
    /// its update longer.
    /// - Returns: whether the changes were written.
    func writeCells(_ changes: [FrameUpdate.Change], in window: UnsafeMutablePointer<WINDOW>?) -> Bool {
        guard let sequence = cellSequence, !changes.isEmpty, let bytes = cellBytes(for: changes, sequence, in: window)
        else {
            return false
        }
        writeToTTY(bytes: bytes)
        let screens = (window, fw_newscr(), fw_curscr())
        withUnsafeTemporaryAllocation(of: cchar_t.self, capacity: size.columns) { run in
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
                    if count > 0, y != runY || x != runX + count {
                        Self.put(run, count: count, row: runY, column: runX, in: screens)
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
                    run[count].chars.0 = wchar_t(bitPattern: changes[index].cell.scalar?.value ?? 0x20)
                    count += 1
                }
            }
            Self.put(run, count: count, row: runY, column: runX, in: screens)
        }
        return true
    }

    /// Puts `count` cells of `run` at a row and column of the window, then copies them into the
    /// composed and current screens (a copy costs a few instructions a cell where writing checks
    /// each for wide characters), and marks the line unchanged in all three.
    private static func put(
        _ run: UnsafeMutableBufferPointer<cchar_t>, count: Int, row: Int, column: Int,
        in screens: (UnsafeMutablePointer<WINDOW>?, UnsafeMutablePointer<WINDOW>?, UnsafeMutablePointer<WINDOW>?)
    ) {
        guard count > 0 else { return }
        let y = Int32(row)
        let x = Int32(column)
        let end = Int32(column + count - 1)
        mvwadd_wchnstr(screens.0, y, x, run.baseAddress, Int32(count))
        copywin(screens.0, screens.1, y, x, y, x, y, end, 0)
        copywin(screens.0, screens.2, y, x, y, x, y, end, 0)
        wtouchln(screens.0, y, 1, 0)
        wtouchln(screens.1, y, 1, 0)
        wtouchln(screens.2, y, 1, 0)
    }

    /// The bytes that show `changes` (see `writeCells`), or `nil` when a change or a line is
    /// left to ncurses (or a capability cannot be parameterized). The attributes end normal, as
    /// ncurses leaves them after its update and believes them still (`attributeChange`).
    private func cellBytes(
        for changes: [FrameUpdate.Change], _ sequence: CellSequence, in window: UnsafeMutablePointer<WINDOW>?
    ) -> [UInt8]? {
        let columns = size.columns
        let rows = size.rows
        let composed = fw_newscr()
        let current = fw_curscr()
        let sendable = changes.withUnsafeBufferPointer { changes -> Bool in
            var row = -1
            for index in changes.indices {
                let x = changes[index].position.x
                let y = changes[index].position.y
                guard let scalar = changes[index].cell.scalar, scalar.value >= 0x20, scalar.value != 0x7F,
                    !changes[index].cell.isContinuation, x >= 0, y >= 0, x < columns, y < rows,
                    x != columns - 1 || y != rows - 1
                else { return false }
                guard scalar.value < 0x80 || isNarrowForBoth(scalar) else { return false }
                if y != row {
                    row = y
                    if is_linetouched(window, Int32(y)) || is_linetouched(composed, Int32(y))
                        || is_linetouched(current, Int32(y))
                    {
                        return false
                    }
                }
            }
            return true
        }
        guard sendable else { return nil }
        var text: [UInt8] = []
        text.reserveCapacity(changes.count + 128)
        text.append(contentsOf: sequence.saveCursor.utf8)
        // nil: the attributes are normal, as ncurses leaves them between updates.
        var style: Style?
        var nextX = -1
        var nextY = -1
        // A move where a run starts and a change where the style does; read in place (a
        // `Change` copied out is retained and released).
        let written = changes.withUnsafeBufferPointer { changes -> Bool in
            for index in changes.indices {
                let x = changes[index].position.x
                let y = changes[index].position.y
                if x != nextX || y != nextY {
                    if style != nil, !sequence.movesWithAttributes {
                        guard let bytes = attributeChange(from: style, to: nil) else { return false }
                        text.append(contentsOf: bytes)
                        style = nil
                    }
                    guard let move = cursorAddress(row: y, column: x, sequence) else { return false }
                    text.append(contentsOf: move)
                }
                if changes[index].cell.style != style {
                    guard let bytes = attributeChange(from: style, to: changes[index].cell.style) else { return false }
                    text.append(contentsOf: bytes)
                    style = changes[index].cell.style
                }
                let scalar = changes[index].cell.scalar ?? " "
                if scalar.value < 0x80 {
                    text.append(UInt8(truncatingIfNeeded: scalar.value))
                } else {
                    text.append(contentsOf: scalar.utf8)
                }
                nextX = x + 1
                nextY = y
            }
            return true
        }
        guard written else { return nil }
        if style != nil {
            guard let bytes = attributeChange(from: style, to: nil) else { return nil }
            text.append(contentsOf: bytes)
        }
        text.append(contentsOf: sequence.restoreCursor.utf8)
        return text
    }

    /// Whether `scalar` (not ASCII) is sent as itself, one column wide: the terminal draws
    /// Unicode (not its line-drawing set), and both the screen's layout and the C library, by
    /// which ncurses measures, take it as one column (a frame's lines, most accented letters).
    private func isNarrowForBoth(_ scalar: Unicode.Scalar) -> Bool {
        lineDrawing == .unicode && DisplayWidth.width(ofScalar: scalar) == 1
            && wcwidth(wchar_t(bitPattern: scalar.value)) == 1
    }

    /// `cup` for a row and column, made once for each (ncurses' `tparm` reads the capability
    /// anew on every call, some 5,000 instructions); forgotten on a resize.
    private func cursorAddress(row: Int, column: Int, _ sequence: CellSequence) -> [UInt8]? {
        let columns = size.columns
        if cursorAddresses.count != columns * size.rows {
            cursorAddresses = Array(repeating: [], count: columns * size.rows)
        }
        let index = row * columns + column
        if !cursorAddresses[index].isEmpty { return cursorAddresses[index] }
        guard let move = fw_tparm2(sequence.cursorAddress, Int32(row), Int32(column)), move.pointee != 0 else {
            return nil
        }
        let bytes = Array(
            UnsafeBufferPointer(start: UnsafeRawPointer(move).assumingMemoryBound(to: UInt8.self), count: strlen(move)))
        cursorAddresses[index] = bytes
        return bytes
    }

    /// What ncurses writes to change the terminal's attributes and colours from those of `from`
    /// to those of `to` (`nil`: normal), made once for each change: `vid_puts` runs `tparm` on
    /// the attribute and colour capabilities every time (about 10,000 instructions a change).
    /// It is made with ncurses' own `vid_puts`, which honours `ncv` and the like: set to `from`
    /// (bytes dropped), then to `to` (the bytes kept), then back to normal (dropped), so that
    /// ncurses still believes the attributes normal, as they are between updates; the bytes
    /// sent from here keep the terminal's in step, ending normal.
    private func attributeChange(from: Style?, to: Style?) -> [UInt8]? {
        let key = AttributeChange(from: from, to: to)
        if let known = attributeChanges[key] { return known }
        var fromCell = from.map { palette.template(for: $0) } ?? cchar_t()
        var toCell = to.map { palette.template(for: $0) } ?? cchar_t()
        var normal = cchar_t()
        let bytes = withUnsafeTemporaryAllocation(of: CChar.self, capacity: 512) { buffer -> [UInt8]? in
            let set = fw_attribute_bytes(&fromCell, buffer.baseAddress, 512)
            let count = fw_attribute_bytes(&toCell, buffer.baseAddress, 512)
            let kept = count >= 0 ? (0..<Int(count)).map { UInt8(bitPattern: buffer[$0]) } : nil
            _ = fw_attribute_bytes(&normal, buffer.baseAddress, 512)
            return set >= 0 ? kept : nil
        }
        if let bytes { attributeChanges[key] = bytes }
        return bytes
    }
}
