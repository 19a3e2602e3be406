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
        guard isRetained, rowMove == nil, shift != 0, abs(shift) < area.rows else { return false }
        let move = RowMove(top: area.y, bottom: area.maxY, shift: shift, columns: area.x..<area.maxX)
        guard buffer.shiftRows(move) != nil else { return false }
        rowMove = move
        return true
    }
}
