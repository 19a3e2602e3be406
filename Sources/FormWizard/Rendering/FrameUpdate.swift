/// What a terminal must change to show a new frame: the cells that differ from the previous
/// frame, and where the cursor goes.
public struct FrameUpdate: Sendable {
    /// One changed cell.
    public struct Change: Hashable, Sendable {
        /// Where the cell is.
        public var position: Point
        /// What it shows now.
        public var cell: Cell
    }

    /// The frame's size.
    public var size: Size
    /// Whether the terminal must repaint everything (first frame, after a resize): clear the
    /// screen, then draw `changes`.
    public var isFull: Bool
    /// Changed cells in row-major order; continuation cells are included. A full update holds
    /// only the cells that are not blank, since it starts from a cleared screen.
    public var changes: [Change]
    /// Where to show the cursor, or `nil` to hide it (it is shown only in text fields).
    public var cursor: Point?

    /// An update of a screen of `size`: `changes` (every cell when `isFull`), then `cursor`.
    public init(size: Size, isFull: Bool, changes: [Change], cursor: Point?) {
        self.size = size
        self.isFull = isFull
        self.changes = changes
        self.cursor = cursor
    }

    /// The update that turns `previous` into `next`; a full update with every cell that is not
    /// blank when there is no previous frame of the same size (a dialog on a large screen is
    /// mostly blank, and a list of every cell would be the biggest allocation of a resize).
    public init(from previous: CellBuffer?, to next: CellBuffer, cursor: Point?) {
        let columns = next.size.columns
        var changes: [Change] = []
        if let previous, previous.size == next.size {
            previous.cells.withUnsafeBufferPointer { old in
                next.cells.withUnsafeBufferPointer { new in
                    for index in new.indices where old[index] != new[index] {
                        changes.append(
                            Change(position: Point(x: index % columns, y: index / columns), cell: new[index]))
                    }
                }
            }
            self.init(size: next.size, isFull: false, changes: changes, cursor: cursor)
        } else {
            for (index, cell) in next.cells.enumerated() where cell != .blank {
                changes.append(Change(position: Point(x: index % columns, y: index / columns), cell: cell))
            }
            self.init(size: next.size, isFull: true, changes: changes, cursor: cursor)
        }
    }
}

extension CellBuffer {
    /// Applies an update made against a buffer like this one: sets the changed cells verbatim,
    /// after clearing (at the update's size) when the update is full.
    public mutating func apply(_ update: FrameUpdate) {
        if update.isFull || update.size != size {
            self = CellBuffer(size: update.size)
        }
        for change in update.changes where bounds.contains(change.position) {
            setCell(change.cell, at: change.position)
        }
    }
}
