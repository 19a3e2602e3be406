extension Frame {
    /// Moves the rows of `area` up by `shift` rows (down when negative), as a scrolled list
    /// does, in a retained frame only: the buffer still shows the frame before, so the rows that
    /// stay in view need not be drawn again. The rows vacated keep what they showed; the caller
    /// draws them. The compositor moves the terminal's rows to match (`RowMove`).
    ///
    /// - Parameters:
    ///   - area: the rows and columns to move, clipped to the screen.
    ///   - shift: how far the content moves up (positive) or down (negative).
    /// - Returns: whether the rows moved; `false` (nothing changed) outside a retained frame,
    ///   after a move already made in this frame, or when `shift` is not shorter than the area.
    @discardableResult
    public mutating func moveRows(in area: Rect, by shift: Int) -> Bool {
        let area = area.intersection(bounds)
        guard isRetained, rowMove == nil, shift != 0, shift.magnitude < area.rows else { return false }
        let move = RowMove(top: area.y, bottom: area.maxY, shift: shift, columns: area.x..<area.maxX)
        guard buffer.shiftRows(move) != nil else { return false }
        rowMove = move
        return true
    }
}

extension Frame {
    /// Scrolls the rows of a list drawn in `area` by `shift` (`moveRows(in:by:)`), in a retained
    /// frame, and says which rows to draw again: those the move vacated (all of them when
    /// nothing could move), and the highlighted row where it was and where it is.
    ///
    /// When the highlight ends on the row the content leaves from (the last row as a list
    /// scrolls down, the first as it scrolls up), that row is left out of the move: drawn anew
    /// where it is, a highlight that stayed there costs the terminal only the characters that
    /// differ, not the whole bar.
    /// - Parameters:
    ///   - area: the list's rows.
    ///   - shift: how far the content moves up (positive) or down (negative); 0 moves nothing.
    ///   - before: the highlight's row of `area` (from 0) in the frame shown, if any.
    ///   - after: its row once scrolled, if any.
    /// - Returns: the rows of `area` (from 0) to draw again; some may lie outside it, and one
    ///   may be named twice. When nothing could move, its rows on the screen.
    public mutating func scrollRows(in area: Rect, by shift: Int, highlightFrom before: Int?, to after: Int?) -> [Int] {
        // A caller's numbers, within ±`Int32.max`: the arithmetic below cannot overflow.
        let (shift, before, after) = (shift.clampedAtEntry, before?.clampedAtEntry, after?.clampedAtEntry)
        // Where the highlighted row of the frame shown is after the move.
        var changed = [before.map { $0 - shift }, after].compactMap { $0 }
        guard shift != 0 else { return changed }
        var moved = area
        if shift > 0, after == area.rows - 1 {
            moved.size.rows -= 1
        } else if shift < 0, after == 0 {
            moved.origin.y += 1
            moved.size.rows -= 1
        }
        guard moveRows(in: moved, by: shift) else {
            // Its rows on the screen only: an area a caller makes may be far taller.
            let shown = area.intersection(bounds)
            return changed + Array((shown.y - area.y)..<(shown.maxY - area.y))
        }
        let offset = moved.y - area.y
        changed += shift > 0 ? (offset + moved.rows - shift)..<(offset + moved.rows) : offset..<(offset - shift)
        return changed
    }
}
