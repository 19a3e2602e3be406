#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The screen's drawing state: the frame the terminal shows, and the one buffer every frame is
/// drawn into.
///
/// Composing each frame from a fresh buffer would fill and compare every cell of the terminal
/// on every key. Instead the buffer starts each frame as the background, carrying as damage
/// the spans where the frame before drew (where the terminal may show something else); the
/// dialogs add theirs as they draw, only those spans are compared with what is shown, and only
/// they are reset before the next frame. A frame costs what its dialogs draw, whatever the
/// terminal's size.
///
/// A retained frame (`makeFrame(size:theme:retaining:)`) starts as the frame shown instead,
/// with no damage: the top dialog draws only what changed (`Redrawing`), and may move rows of
/// the buffer (`Frame.moveRows(in:by:)`), which the terminal is then sent as a `RowMove`.
struct Compositor {
    private var shown: CellBuffer?
    private var shownCursor: Point?
    private var canvas: CellBuffer?
    private var background = PackedCell(bits: 0)
    /// Whether updates may move rows (`FrameUpdate.rowMove`): the terminal can (see
    /// `RowMovingTerminal`).
    var movesRows = false
    /// Whether a move found is always sent: the terminal moves rows without comparing them
    /// (`RowMovingTerminal.movesRowsCheaply`); otherwise only when it `pays`.
    var movesRowsCheaply = false
    /// Per row, whether the last search for a move found it the same in both frames, so that
    /// the diff need not compare it again (kept to reuse its storage).
    private var equalRows: [Bool] = []
    /// While a retained frame is out: per row, where the frame shown may differ from the
    /// background (the canvas' damage when the frame was handed out).
    private var extent = Damage(rows: 0, columns: 0, all: false)
    /// Whether the canvas' damage is narrowed to where it is not the background (see
    /// `trimDamage(of:in:)`): after retained frames only.
    private var damageIsNarrow = false
    /// How many retained frames were shown (what tests check the redraw path was taken by).
    private(set) var retainedFrames = 0

    /// Forgets what the terminal shows, so the next update is full (after a resize).
    mutating func invalidate() {
        shown = nil
    }

    /// A frame to draw into: the background in the theme's screen style, all the terminal shows.
    /// `retaining`: the frame shown instead, with no damage (`Frame.isRetained`), when the
    /// terminal shows a frame of this size and theme; a full frame otherwise.
    mutating func makeFrame(size: Size, theme: Theme, retaining: Bool = false) -> Frame {
        let background = PackedCell(glyph: 0x20, style: theme.screen)
        if var buffer = canvas, buffer.size == size, background == self.background {
            canvas = nil
            if retaining, shown?.size == size {
                // The canvas is the frame shown: the update compared all it drew. Its damage,
                // narrowed once after frames drawn in full (the first is damaged everywhere),
                // is where it is not the background.
                if !damageIsNarrow { trimDamage(of: 0..<size.rows, in: &buffer) }
                damageIsNarrow = true
                swap(&extent, &buffer.damage)
                buffer.damage.removeAll(rows: size.rows, columns: size.columns)
                var frame = Frame(buffer: buffer, theme: theme)
                frame.isRetained = true
                return frame
            }
            reset(&buffer)
            return Frame(buffer: buffer, theme: theme)
        }
        canvas = nil
        self.background = background
        return Frame(size: size, theme: theme)
    }

    /// Makes a retained `frame` a full one, the background with the damage it needs, as
    /// `makeFrame` without `retaining` would have.
    mutating func drawInFull(_ frame: inout Frame) {
        guard frame.isRetained else { return }
        frame.buffer.damage.formUnion(extent)
        reset(&frame.buffer)
        frame.isRetained = false
        frame.rowMove = nil
        frame.hitRegions.removeAll()
        frame.cursor = nil
    }

    /// What the terminal must change to show `frame` with the cursor at `cursor`, or `nil` when
    /// it shows that already. The frame's buffer is taken back for the next frame.
    mutating func update(showing frame: inout Frame, cursor: Point?) -> FrameUpdate? {
        var next = CellBuffer.empty
        swap(&next, &frame.buffer)
        let retained = frame.isRetained
        if retained { retainedFrames += 1 } else { damageIsNarrow = false }
        defer {
            // The canvas keeps the frame; its damage says where it may differ from the background.
            if retained { next.damage.formUnion(extent) }
            canvas = next
            shownCursor = cursor
        }
        guard var previous = shown, previous.size == next.size else {
            shown = next
            return FrameUpdate(fullFrame: next, cursor: cursor)
        }
        shown = nil  // so that `previous` is the only reference and changes in place
        var equalRows: [Bool] = []
        swap(&equalRows, &self.equalRows)
        defer { swap(&equalRows, &self.equalRows) }
        equalRows.removeAll(keepingCapacity: true)
        let move: RowMove?
        if retained {
            move = frame.rowMove.flatMap { follow($0, in: &next, from: &previous) }
        } else {
            move =
                movesRows
                ? Self.move(to: &next, from: &previous, always: movesRowsCheaply, equalRows: &equalRows) : nil
        }
        var changes: [FrameUpdate.Change] = []
        changes.reserveCapacity(64)
        let clusterCells = Self.compare(next, into: &previous, skipping: equalRows, changes: &changes)
        if !clusterCells.isEmpty {
            // Clusters compare by text, and each buffer numbers its own; then back in row-major order.
            let columns = next.size.columns
            for index in clusterCells where !next.shows(index, as: previous, index) {
                let cell = next.cell(at: index)
                changes.append(FrameUpdate.Change(position: Point(x: index % columns, y: index / columns), cell: cell))
                previous.copyCell(cell, packed: next.storage[index], at: index)
            }
            changes.sort { ($0.position.y, $0.position.x) < ($1.position.y, $1.position.x) }
        }
        if let move { trimDamage(of: move.vacated, in: &next) }
        shown = previous
        guard !changes.isEmpty || cursor != shownCursor || move != nil else { return nil }
        var update = FrameUpdate(size: next.size, isFull: false, changes: changes, cursor: cursor)
        update.rowMove = move
        return update
    }

    /// The rows `next` shows that `previous` showed elsewhere (a list scrolled), when at least
    /// three changed rows side by side moved the same distance and at least half their cells
    /// differ in place: applied to `previous`, whose vacated rows `next` then compares across
    /// the whole width. Rows compare as memory, between the first and last column damaged in
    /// any row (outside them both frames show the background), so a move is looked for only
    /// while neither buffer holds clusters (each numbers its own), and never includes the last
    /// row. The move names the columns its rows are damaged in (`RowMove.columns`). Sent
    /// `always` when found, or when it `pays`. `equalRows` (given empty) tells, per row
    /// compared, whether both frames show it alike, outside a move made.
    private static func move(
        to next: inout CellBuffer, from previous: inout CellBuffer, always: Bool, equalRows: inout [Bool]
    ) -> RowMove? {
        let columns = next.size.columns
        let rows = next.size.rows - 1
        guard rows > 3, columns > 0, next.keptClusterCount == 0, previous.keptClusterCount == 0 else { return nil }
        let stride = MemoryLayout<PackedCell>.stride
        equalRows.append(contentsOf: repeatElement(false, count: rows))
        let found = next.storage.withUnsafeBufferPointer { cells in
            previous.storage.withUnsafeBufferPointer { old -> RowMove? in
                // Safe: both buffers have `rows` rows of `columns` cells.
                let new = cells.baseAddress!
                let shown = old.baseAddress!
                // The changed rows, listed on the stack: a keystroke changes a row or two, and
                // is then done here without allocating. Outside the columns any row is damaged
                // in, both frames show the background, so rows compare between those alone.
                var low = columns
                var high = 0
                let changed = withUnsafeTemporaryAllocation(of: Int.self, capacity: rows) { list -> [Int] in
                    var count = 0
                    for y in 0..<rows {
                        let span = next.damage.spans[y]
                        guard !span.isEmpty else { continue }
                        low = min(low, Int(span.low))
                        high = max(high, Int(span.high))
                        let start = y * columns + Int(span.low)
                        if memcmp(new + start, shown + start, Int(span.high - span.low) * stride) != 0 {
                            list[count] = y
                            count += 1
                        } else {
                            equalRows[y] = true
                        }
                    }
                    return count >= 3 ? Array(list[0..<count]) : []
                }
                guard !changed.isEmpty else { return nil }
                let move = RowMove.find(changed: changed, rows: rows) { y, source in
                    memcmp(new + y * columns + low, shown + source * columns + low, (high - low) * stride) == 0
                }
                guard let move else { return nil }
                return always || Self.pays(move, new: new, shown: shown, spans: next.damage.spans, columns: columns)
                    ? move : nil
            }
        }
        guard var found else { return nil }
        // Outside the damage of the region's rows both frames show the background there.
        var low = columns
        var high = 0
        for y in found.top..<found.bottom where !next.damage.spans[y].isEmpty {
            low = min(low, Int(next.damage.spans[y].low))
            high = max(high, Int(next.damage.spans[y].high))
        }
        if low > 0 || high < columns { found.columns = min(low, high)..<high }
        previous.apply(found)
        for y in found.top..<found.bottom where y < equalRows.count {
            equalRows[y] = false
        }
        for y in found.vacated {
            next.damage.mark(row: y, low: 0, high: columns)
        }
        return found
    }

    /// The terminal's part of `moved`, the rows a retained frame moved in `next`: the same move
    /// applied to `previous`, between the columns where the frame shown may differ from the
    /// background on those rows (outside them every row of both shows it, but what this frame
    /// drew, which its damage compares after the move), when the terminal can move rows and it
    /// pays (as for a move found); `nil` otherwise. Either way the moved rows are marked
    /// damaged across those columns, and the vacated ones across the whole width, so that what
    /// the frames still differ in is compared (the frame moved only its area).
    private func follow(_ moved: RowMove, in next: inout CellBuffer, from previous: inout CellBuffer) -> RowMove? {
        let columns = next.size.columns
        let shifted = moved.columns ?? 0..<columns
        var low = shifted.lowerBound
        var high = shifted.upperBound
        for y in moved.top..<moved.bottom where !extent.spans[y].isEmpty {
            low = min(low, Int(extent.spans[y].low))
            high = max(high, Int(extent.spans[y].high))
        }
        next.damage.mark(rows: moved.top..<moved.bottom, low: low, high: high)
        for y in moved.vacated {
            next.damage.mark(row: y, low: 0, high: columns)
        }
        // As for a move found: never the last row, and only while no buffer numbers clusters.
        guard movesRows, moved.bottom < next.size.rows, next.keptClusterCount == 0, previous.keptClusterCount == 0
        else { return nil }
        var move = moved
        move.columns = low > 0 || high < columns ? low..<high : nil
        let pays =
            movesRowsCheaply
            || next.storage.withUnsafeBufferPointer { cells in
                previous.storage.withUnsafeBufferPointer { old in
                    // Safe: both buffers have the rows of the move.
                    Self.pays(
                        move, new: cells.baseAddress!, shown: old.baseAddress!, spans: next.damage.spans,
                        columns: columns)
                }
            }
        guard pays else { return nil }
        previous.apply(move)
        return move
    }

    /// Whether moving rows costs less than sending the cells that differ in place, on a terminal
    /// that moves rows through ncurses' own update (one without a scrolling region of its own;
    /// the others scroll rows without comparing them and take every move). A move
    /// costs the terminal every cell of the rows moved (ncurses copies each moved line whole
    /// into its screen again, about 30 instructions a cell); sending cells costs each cell
    /// (about 40: the change, the copy into ncurses' window and into its screen) and each run
    /// of them side by side (about 300: a call into ncurses that places them). A list of
    /// different names moves; a list whose rows differ in a digit (`Item 9` → `Item 10`) is
    /// sent as those cells. (Measured with callgrind, `scripts/bench-keys`.)
    private static func pays(
        _ move: RowMove, new: UnsafePointer<PackedCell>, shown: UnsafePointer<PackedCell>, spans: [Damage.Span],
        columns: Int
    ) -> Bool {
        var cells = 0
        var runs = 0
        for y in move.moved {
            let span = spans[y].range
            var inRun = false
            for index in (y * columns + span.lowerBound)..<(y * columns + span.upperBound) {
                let differs = new[index].bits != shown[index].bits
                if differs {
                    cells += 1
                    if !inRun { runs += 1 }
                }
                inRun = differs
            }
        }
        return cells * 40 + runs * 300 > move.moved.count * columns * 30
    }

    /// Compares `next`'s damage with `previous` in one pass over memory: each cell without a
    /// cluster whose bits differ becomes a change (row-major) and is copied into `previous`.
    /// Rows whose bytes are equal are passed by `memcmp`, or at once when the search for a move
    /// compared them already (`equalRows`).
    ///
    /// - Returns: the cells holding clusters (in either buffer) to compare by text.
    private static func compare(
        _ next: CellBuffer, into previous: inout CellBuffer, skipping equalRows: [Bool],
        changes: inout [FrameUpdate.Change]
    ) -> [Int] {
        var clusterCells: [Int] = []
        let columns = next.size.columns
        // Equal bits where `next` holds no cluster are equal cells (neither is a cluster).
        let plain = next.keptClusterCount == 0
        next.storage.withUnsafeBufferPointer { cells in
            previous.storage.withUnsafeMutableBufferPointer { old in
                for (y, span) in next.damage.spans.enumerated() where !span.isEmpty {
                    var index = y * columns + Int(span.low)
                    let end = y * columns + Int(span.high)
                    let stride = MemoryLayout<PackedCell>.stride
                    if plain,
                        y < equalRows.count && equalRows[y]
                            || memcmp(cells.baseAddress! + index, old.baseAddress! + index, (end - index) * stride) == 0
                    {
                        continue
                    }
                    while index < end {
                        let packed = cells[index]
                        defer { index += 1 }
                        if packed.isCluster || old[index].isCluster {
                            clusterCells.append(index)
                            continue
                        }
                        guard packed.bits != old[index].bits else { continue }
                        let cell = Cell(
                            glyph: Glyph(scalar: packed.glyph), style: packed.style,
                            isContinuation: packed.isContinuation)
                        changes.append(FrameUpdate.Change(position: Point(x: index - y * columns, y: y), cell: cell))
                        old[index] = packed
                    }
                }
            }
        }
        return clusterCells
    }

    /// Narrows the damage of `rows` of `buffer` to its cells that are not the background. A
    /// move marks the rows it vacates across the whole width, to compare them with the blank
    /// rows the terminal shows, and a new buffer is damaged everywhere; kept so, they would make
    /// the next move in a retained frame (whose columns take in where the frame shown is not
    /// the background) shift whole lines.
    private func trimDamage(of rows: Range<Int>, in buffer: inout CellBuffer) {
        let columns = buffer.size.columns
        let background = self.background.bits
        // The damage is taken out while the cells are borrowed, and put back narrowed.
        var damage = buffer.damage
        buffer.damage = Damage(rows: 0, columns: 0, all: false)
        buffer.storage.withUnsafeBufferPointer { cells in
            for y in rows {
                let drawn = Self.drawn(
                    damage.spans[y].range, ofRow: y, in: cells, columns: columns, background: background)
                damage.set(row: y, Damage.Span(drawn))
            }
        }
        buffer.damage = damage
    }

    /// Sets the damaged spans of `buffer` back to the background, and its damage to where it
    /// drew something other than the background (where the terminal now differs from it): from
    /// the first such cell of the span to the last.
    private func reset(_ buffer: inout CellBuffer) {
        let columns = buffer.size.columns
        let background = self.background
        // The damage is taken out while the cells are borrowed, and put back reset.
        var damage = buffer.damage
        buffer.damage = Damage(rows: 0, columns: 0, all: false)
        buffer.storage.withUnsafeMutableBufferPointer { cells in
            for y in 0..<damage.spans.count {
                let range = damage.spans[y].range
                guard !range.isEmpty else { continue }
                let drawn = Self.drawn(
                    range, ofRow: y, in: UnsafeBufferPointer(cells), columns: columns, background: background.bits)
                let row = y * columns
                UnsafeMutableBufferPointer(rebasing: cells[(row + drawn.lowerBound)..<(row + drawn.upperBound)])
                    .update(repeating: background)
                damage.set(row: y, Damage.Span(drawn))
            }
        }
        buffer.damage = damage
    }

    /// The columns of `range` in row `y` from the first cell that is not `background` to the
    /// last; empty when every cell is.
    private static func drawn(
        _ range: Range<Int>, ofRow y: Int, in cells: UnsafeBufferPointer<PackedCell>, columns: Int, background: UInt64
    ) -> Range<Int> {
        let row = y * columns
        var low = range.lowerBound
        while low < range.upperBound, cells[row + low].bits == background { low += 1 }
        var high = range.upperBound
        while high > low, cells[row + high - 1].bits == background { high -= 1 }
        return low..<high
    }
}

extension CellBuffer {
    /// A buffer of no cells, to hold a frame's place.
    static let empty = CellBuffer(size: Size(columns: 0, rows: 0))

    /// Sets cell `index` to `cell`, whose packed form in another buffer is `packed`.
    mutating func copyCell(_ cell: Cell, packed: PackedCell, at index: Int) {
        storage[index] = packed.isCluster ? pack(cell) : packed
    }
}
