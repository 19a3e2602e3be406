/// A size given to dialogs instead of the one they would take: dialog's `HEIGHT WIDTH`.
///
/// Each axis is a number of cells, including the frame, or `nil` for the dialog's own size on
/// that axis; a size larger than the screen is clamped to it (`.maximum` asks for all of it).
/// Dialogs presented inside `Screen.withDialogSize` take it: the box is centred on the
/// screen, exactly that size, and the dialog lays itself out inside as on a screen of that
/// size (its text wrapped to that width, its buttons at the bottom). A `margin` keeps columns
/// at the right of the screen and rows at its foot free, as dialog keeps them for its shadow:
/// the box is then clamped to the rest of the screen and centred there.
public struct DialogSize: Hashable, Sendable {
    /// The columns, frame included; `nil` for the dialog's own width.
    public var columns: Int?
    /// The rows, frame included; `nil` for the dialog's own height.
    public var rows: Int?
    /// The columns at the right and the rows at the foot of the screen the box leaves free
    /// (dialog's shadow takes 2 and 1); none by default. Each is clamped to 0...`Int32.max`.
    public var margin: Size {
        didSet { margin = Self.clamped(margin) }
    }

    /// A size of `columns` by `rows` cells; `nil` leaves that axis to the dialog. The box
    /// keeps `margin` free at the right and the foot of the screen (a negative margin counts
    /// as none).
    public init(columns: Int?, rows: Int?, margin: Size = .zero) {
        self.columns = columns
        self.rows = rows
        self.margin = Self.clamped(margin)
    }

    /// `margin` with each axis in 0...`Int32.max`.
    private static func clamped(_ margin: Size) -> Size {
        Size(columns: margin.columns.clamped(to: 0...Int.entryLimit), rows: margin.rows.clamped(to: 0...Int.entryLimit))
    }

    /// As many cells as the screen has.
    public static let maximum = Int.max

    /// The size the current task presents dialogs at, if any (`Screen.withDialogSize`).
    @TaskLocal static var current: DialogSize?

    /// The size dialogs presented now are drawn at: the innermost `Screen.withDialogSize`'s,
    /// `nil` outside one (or in one that gives neither axis nor a margin: a margin alone keeps
    /// the dialog's own size, centred in the screen less the margin, as dialog centres a box
    /// it sizes itself beside its shadow).
    public static var presented: DialogSize? {
        current.flatMap { $0.columns == nil && $0.rows == nil && $0.margin == .zero ? nil : $0 }
    }

    /// Where the dialog goes on a screen `bounds` in size: centred in the screen less the
    /// margin, each given axis clamped to that, each other axis all of it (the dialog centres
    /// itself there).
    func area(in bounds: Rect) -> Rect {
        let room = Rect(
            x: bounds.x, y: bounds.y, columns: max(1, bounds.columns - margin.columns),
            rows: max(1, bounds.rows - margin.rows))
        let size = Size(
            columns: columns.map { min(max(1, $0), room.columns) } ?? room.columns,
            rows: rows.map { min(max(1, $0), room.rows) } ?? room.rows)
        return room.centered(size)
    }

    /// The axes a panel fills in `area(in:)`.
    var filled: Panel.Fill {
        var fill: Panel.Fill = []
        if columns != nil { fill.insert(.columns) }
        if rows != nil { fill.insert(.rows) }
        return fill
    }
}
