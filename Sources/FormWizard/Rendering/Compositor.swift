/// The screen's drawing state: the frame the terminal shows, and the one buffer every frame is
/// drawn into.
///
/// Composing each frame from a fresh buffer would fill and compare every cell of the terminal
/// on every key. Instead the buffer starts each frame as the background, carrying as damage
/// the spans where the frame before drew (where the terminal may show something else); the
/// dialogs add theirs as they draw, only those spans are compared with what is shown, and only
/// they are reset afterwards. A frame costs what its dialogs draw, whatever the terminal's size.
struct Compositor {
    private var shown: CellBuffer?
    private var shownCursor: Point?
    private var canvas: CellBuffer?
    private var background = PackedCell(bits: 0)

    /// Forgets what the terminal shows, so the next update is full (after a resize).
    mutating func invalidate() {
        shown = nil
    }

    /// A frame to draw into: the background in the theme's screen style, all the terminal shows.
    mutating func makeFrame(size: Size, theme: Theme) -> Frame {
        let background = PackedCell(glyph: 0x20, style: theme.screen)
        if let buffer = canvas, buffer.size == size, background == self.background {
            canvas = nil
            return Frame(buffer: buffer, theme: theme)
        }
        canvas = nil
        self.background = background
        return Frame(size: size, theme: theme)
    }

    /// What the terminal must change to show `frame` with the cursor at `cursor`, or `nil` when
    /// it shows that already. The frame's buffer is taken back for the next frame.
    mutating func update(showing frame: inout Frame, cursor: Point?) -> FrameUpdate? {
        var next = CellBuffer.empty
        swap(&next, &frame.buffer)
        defer {
            reset(&next)
            canvas = next
            shownCursor = cursor
        }
        guard var previous = shown, previous.size == next.size else {
            shown = next
            return FrameUpdate(fullFrame: next, cursor: cursor)
        }
        shown = nil  // so that `previous` is the only reference and changes in place
        var changes: [FrameUpdate.Change] = []
        let columns = next.size.columns
        for index in Self.candidates(next, previous) where !next.shows(index, as: previous, index) {
            let cell = next.cell(at: index)
            changes.append(FrameUpdate.Change(position: Point(x: index % columns, y: index / columns), cell: cell))
            previous.copyCell(cell, packed: next.storage[index], at: index)
        }
        shown = previous
        guard !changes.isEmpty || cursor != shownCursor else { return nil }
        return FrameUpdate(size: next.size, isFull: false, changes: changes, cursor: cursor)
    }

    /// The cells in `next`'s damage whose bits differ from `previous` or that hold clusters
    /// (which `shows` compares by text), row by row: a plain loop over memory.
    private static func candidates(_ next: CellBuffer, _ previous: CellBuffer) -> [Int] {
        var indices: [Int] = []
        let columns = next.size.columns
        next.storage.withUnsafeBufferPointer { cells in
            previous.storage.withUnsafeBufferPointer { old in
                for (y, span) in next.damage.spans.enumerated() where !span.isEmpty {
                    for index in (y * columns + Int(span.low))..<(y * columns + Int(span.high))
                    where cells[index].bits != old[index].bits || cells[index].isCluster {
                        indices.append(index)
                    }
                }
            }
        }
        return indices
    }

    /// Sets the damaged spans of `buffer` back to the background, and its damage to where it
    /// drew something other than the background (where the terminal now differs from it).
    private func reset(_ buffer: inout CellBuffer) {
        let columns = buffer.size.columns
        let background = self.background
        for y in 0..<buffer.size.rows {
            let range = buffer.damage.spans[y].range
            guard !range.isEmpty else { continue }
            var drawn = Damage.Span.empty
            buffer.storage.withUnsafeMutableBufferPointer { cells in
                for x in range where cells[y * columns + x] != background {
                    if drawn.isEmpty { drawn.low = Int32(x) }
                    drawn.high = Int32(x + 1)
                    cells[y * columns + x] = background
                }
            }
            buffer.damage.set(row: y, drawn)
        }
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
