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
    /// Rows to move before the changes are written (a scrolled list), sent only to a terminal
    /// that can move rows (`RowMovingTerminal`); `changes` are against the rows moved.
    package var rowMove: RowMove?

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
            for index in next.storage.indices where !next.shows(index, as: previous, index) {
                changes.append(
                    Change(position: Point(x: index % columns, y: index / columns), cell: next.cell(at: index)))
            }
            self.init(size: next.size, isFull: false, changes: changes, cursor: cursor)
        } else {
            self.init(fullFrame: next, cursor: cursor)
        }
    }

    /// A full update: every cell of `frame` that is not blank.
    init(fullFrame frame: CellBuffer, cursor: Point?) {
        let columns = frame.size.columns
        let blank = PackedCell(glyph: 0x20, style: .plain)
        var changes: [Change] = []
        for (index, packed) in frame.storage.enumerated() where packed != blank {
            changes.append(Change(position: Point(x: index % columns, y: index / columns), cell: frame.cell(at: index)))
        }
        self.init(size: frame.size, isFull: true, changes: changes, cursor: cursor)
    }
}

extension CellBuffer {
    /// Applies an update made against a buffer like this one: sets the changed cells verbatim,
    /// after clearing (at the update's size) when the update is full, or after moving rows as
    /// a terminal does: whole rows, whatever columns the move names (`RowMove.columns`).
    public mutating func apply(_ update: FrameUpdate) {
        if update.isFull || update.size != size {
            self = CellBuffer(size: update.size)
        } else if var move = update.rowMove {
            move.columns = nil
            apply(move)
        }
        for change in update.changes where bounds.contains(change.position) {
            setCell(change.cell, at: change.position)
        }
    }
}
