/// A rectangle of cells: an origin and a size.
///
/// Rectangles never have a negative size; operations that would produce one
/// produce an empty rectangle instead.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner.
    public var origin: Point
    /// Its columns and rows.
    public var size: Size

    /// The rectangle of `size` with its top-left corner at `origin`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = Size(columns: max(0, size.columns), rows: max(0, size.rows))
    }

    /// The rectangle of `columns` by `rows` with its top-left corner at `x`, `y`.
    public init(x: Int, y: Int, columns: Int, rows: Int) {
        self.init(origin: Point(x: x, y: y), size: Size(columns: columns, rows: rows))
    }

    /// The rectangle at the origin covering `size`.
    public init(size: Size) {
        self.init(origin: .zero, size: size)
    }

    /// The left column.
    public var x: Int { origin.x }
    /// The top row.
    public var y: Int { origin.y }
    /// The width in columns.
    public var columns: Int { size.columns }
    /// The height in rows.
    public var rows: Int { size.rows }
    /// The column just right of it.
    public var maxX: Int { origin.x + size.columns }
    /// The row just below it.
    public var maxY: Int { origin.y + size.rows }
    /// Whether it has no cells.
    public var isEmpty: Bool { size.isEmpty }

    /// Whether `point` is one of its cells.
    public func contains(_ point: Point) -> Bool {
        point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
    }

    /// The cells both rectangles cover (empty when they do not overlap).
    public func intersection(_ other: Rect) -> Rect {
        let left = max(x, other.x)
        let top = max(y, other.y)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return Rect(x: left, y: top, columns: 0, rows: 0) }
        return Rect(x: left, y: top, columns: right - left, rows: bottom - top)
    }

    /// The rectangle shrunk by the given margins on each side.
    public func inset(top: Int = 0, left: Int = 0, bottom: Int = 0, right: Int = 0) -> Rect {
        Rect(x: x + left, y: y + top, columns: columns - left - right, rows: rows - top - bottom)
    }

    /// The rectangle shrunk by `horizontal` columns on the left and right and `vertical` rows
    /// at the top and bottom.
    public func inset(horizontal: Int, vertical: Int) -> Rect {
        inset(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// A rectangle of `size` (clamped to fit) centred in this one.
    public func centered(_ size: Size) -> Rect {
        let width = min(size.columns, columns)
        let height = min(size.rows, rows)
        return Rect(x: x + (columns - width) / 2, y: y + (rows - height) / 2, columns: width, rows: height)
    }

    /// The single row `row` (relative to the top) of this rectangle; empty when outside.
    public func row(_ row: Int) -> Rect {
        intersection(Rect(x: x, y: y + row, columns: columns, rows: 1))
    }

    public var description: String { "\(origin) \(size)" }
}
