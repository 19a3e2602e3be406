/// A size given to dialogs instead of the one they would take: dialog's `HEIGHT WIDTH`.
///
/// Each axis is a number of cells, including the frame, or `nil` for the dialog's own size on
/// that axis; a size larger than the screen is clamped to it (`.maximum` asks for all of it).
/// Dialogs presented inside `Screen.withDialogSize` take it: the box is centred on the
/// screen, exactly that size, and the dialog lays itself out inside as on a screen of that
/// size (its text wrapped to that width, its buttons at the bottom).
public struct DialogSize: Hashable, Sendable {
    /// The columns, frame included; `nil` for the dialog's own width.
    public var columns: Int?
    /// The rows, frame included; `nil` for the dialog's own height.
    public var rows: Int?

    /// A size of `columns` by `rows` cells; `nil` leaves that axis to the dialog.
    public init(columns: Int?, rows: Int?) {
        self.columns = columns
        self.rows = rows
    }

    /// As many cells as the screen has.
    public static let maximum = Int.max

    /// The size the current task presents dialogs at, if any (`Screen.withDialogSize`).
    @TaskLocal static var current: DialogSize?

    /// The size dialogs presented now are drawn at: the innermost `Screen.withDialogSize`'s,
    /// `nil` outside one (or in one that gives neither axis).
    public static var presented: DialogSize? {
        current.flatMap { $0.columns == nil && $0.rows == nil ? nil : $0 }
    }

    /// Where the dialog goes on a screen `bounds` in size: centred, each given axis clamped
    /// to the screen, each other axis the whole screen (the dialog centres itself there).
    func area(in bounds: Rect) -> Rect {
        let size = Size(
            columns: columns.map { min(max(1, $0), bounds.columns) } ?? bounds.columns,
            rows: rows.map { min(max(1, $0), bounds.rows) } ?? bounds.rows)
        return bounds.centered(size)
    }

    /// The axes a panel fills in `area(in:)`.
    var filled: Panel.Fill {
        var fill: Panel.Fill = []
        if columns != nil { fill.insert(.columns) }
        if rows != nil { fill.insert(.rows) }
        return fill
    }
}
