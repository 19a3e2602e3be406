/// Rows of the screen that show what other rows showed in the frame before: a list scrolled by
/// `shift` rows inside `top..<bottom`, as a terminal scrolls a region.
///
/// Row `y` of the region takes what row `y + shift` showed when that row is in the region too;
/// the rows whose source lies outside it (the last `shift` rows when `shift` is positive, the
/// first `-shift` when negative) become blank (`Cell.blank`). `Compositor` finds one when it
/// composes a frame whose rows are the shown rows moved, so that a terminal that can move rows
/// (ncurses' `wscrl` in a scrolling region) is sent that and the few cells that still differ,
/// instead of every cell of every row of a scrolled list.
package struct RowMove: Hashable, Sendable {
    /// The first row of the region.
    package var top: Int
    /// The row after the last of the region.
    package var bottom: Int
    /// How far the content moves up (positive) or down (negative); never 0, and shorter than
    /// the region.
    package var shift: Int
    /// The columns that can differ between the rows of the region (`nil`: any). Outside them
    /// every row of the region shows the same cells before and after the move (the screen's
    /// background beside a list), so moving rows there changes nothing and a terminal need
    /// only shift its copies of the screen between these columns. The terminal itself still
    /// scrolls whole rows, and the vacated rows are blank across the whole width.
    package var columns: Range<Int>?

    package init(top: Int, bottom: Int, shift: Int, columns: Range<Int>? = nil) {
        self.top = top
        self.bottom = bottom
        self.shift = shift
        self.columns = columns
    }

    /// The rows that end up blank.
    package var vacated: Range<Int> {
        shift > 0 ? (bottom - shift)..<bottom : top..<(top - shift)
    }

    /// The rows that show another row's content afterwards.
    package var moved: Range<Int> {
        shift > 0 ? top..<(bottom - shift) : (top - shift)..<bottom
    }

    /// The move that makes the rows of `changed` (ascending: rows whose new content differs
    /// from what they show) show the content of the rows `shift` below (or above), when one
    /// does for at least `minimumRun` changed rows side by side; `nil` otherwise.
    ///
    /// - Parameters:
    ///   - changed: the rows that differ from what they show, ascending.
    ///   - rows: rows `0..<rows` may take part (the screen's last row is left out by the caller:
    ///     moving it could scroll the whole terminal).
    ///   - maximumShift: the farthest a row is looked for.
    ///   - shows: whether new row `y` is what old row `source` showed.
    /// - Returns: the move of the longest run of changed rows side by side that each show the
    ///   old row the same distance away, among the first shifts found; `nil` when none is as
    ///   long as `minimumRun`.
    package static func find(
        changed: [Int], rows: Int, maximumShift: Int = 8, minimumRun: Int = 3,
        shows: (_ y: Int, _ source: Int) -> Bool
    ) -> RowMove? {
        guard changed.count >= minimumRun, rows > minimumRun else { return nil }
        var best: (start: Int, end: Int, shift: Int)?
        var index = 0
        // Each run starts at a changed row; a row tried as part of a run is not tried again.
        while index < changed.count, changed.count - index >= minimumRun {
            let y = changed[index]
            guard y >= 0, y < rows, let shift = shift(from: y, rows: rows, maximumShift: maximumShift, shows: shows)
            else {
                index += 1
                continue
            }
            // Extend over changed rows side by side that show the row `shift` away.
            var end = index + 1
            while end < changed.count, changed[end] == changed[end - 1] + 1, changed[end] < rows,
                (0..<rows).contains(changed[end] + shift), shows(changed[end], changed[end] + shift)
            {
                end += 1
            }
            if end - index >= minimumRun, end - index > (best.map { $0.end - $0.start } ?? 0) {
                best = (index, end, shift)
            }
            index = end
        }
        guard let best else { return nil }
        let first = changed[best.start]
        let last = changed[best.end - 1]
        return best.shift > 0
            ? RowMove(top: first, bottom: last + 1 + best.shift, shift: best.shift)
            : RowMove(top: first + best.shift, bottom: last + 1, shift: best.shift)
    }

    /// The nearest distance (down first) at which row `y` finds the old row it shows.
    private static func shift(from y: Int, rows: Int, maximumShift: Int, shows: (Int, Int) -> Bool) -> Int? {
        for distance in 1...max(1, maximumShift) {
            if y + distance < rows, shows(y, y + distance) { return distance }
            if y - distance >= 0, shows(y, y - distance) { return -distance }
        }
        return nil
    }
}

extension CellBuffer {
    /// Moves rows as `move` says, between its `columns` (outside them the rows of the region
    /// are alike); the vacated rows become blank across the whole width.
    package mutating func apply(_ move: RowMove) {
        guard let span = shiftRows(move) else { return }
        let columns = size.columns
        let blank = pack(.blank)
        storage.withUnsafeMutableBufferPointer { cells in
            // Safe: the buffer has rows in the region, so it has storage.
            let base = cells.baseAddress!
            for y in move.vacated {
                (base + y * columns).update(repeating: blank, count: columns)
            }
        }
        for y in move.moved {
            damage.mark(row: y, low: span.lowerBound, high: span.upperBound)
        }
        for y in move.vacated {
            damage.mark(row: y, low: 0, high: columns)
        }
    }

    /// Copies each moved row of `move` from its source, between its `columns`; the vacated
    /// rows and the damage are left as they are.
    ///
    /// - Returns: the columns moved; `nil` when the move does not fit the buffer.
    @discardableResult
    mutating func shiftRows(_ move: RowMove) -> Range<Int>? {
        let columns = size.columns
        guard move.top >= 0, move.bottom <= size.rows, move.shift != 0, abs(move.shift) < move.bottom - move.top
        else { return nil }
        let span = (move.columns ?? 0..<columns).clamped(to: 0..<columns)
        storage.withUnsafeMutableBufferPointer { cells in
            // Safe: the buffer has rows in the region, so it has storage.
            let base = cells.baseAddress!
            // Row by row, in the order that reads each source row before it is overwritten.
            let moved = move.moved
            let order =
                move.shift > 0
                ? stride(from: moved.lowerBound, to: moved.upperBound, by: 1)
                : stride(from: moved.upperBound - 1, to: moved.lowerBound - 1, by: -1)
            for y in order {
                (base + y * columns + span.lowerBound).update(
                    from: base + (y + move.shift) * columns + span.lowerBound, count: span.count)
            }
        }
        return span
    }
}
