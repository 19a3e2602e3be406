/// A rectangle of cells: an origin and a size.
///
/// Rectangles never have a negative size; operations that would produce one
/// produce an empty rectangle instead. The origin's coordinates are kept within ±`Int32.max`
/// and the size within 0...`Int32.max` (larger numbers are clamped), so that its edges and the
/// arithmetic of a layout inside it never overflow.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left corner (each coordinate clamped to ±`Int32.max`).
    public var origin: Point {
        didSet { origin = Self.clamped(origin) }
    }
    /// Its columns and rows (each clamped to 0...`Int32.max`).
    public var size: Size {
        didSet { size = Self.clamped(size) }
    }

    /// The rectangle of `size` with its top-left corner at `origin`.
    public init(origin: Point, size: Size) {
        self.origin = Self.clamped(origin)
        self.size = Self.clamped(size)
    }

    private static func clamped(_ origin: Point) -> Point {
        origin.clampedAtEntry
    }

    private static func clamped(_ size: Size) -> Size {
        size.clampedAtEntry
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
        let (top, left) = (top.clampedAtEntry, left.clampedAtEntry)
        let (bottom, right) = (bottom.clampedAtEntry, right.clampedAtEntry)
        return Rect(x: x + left, y: y + top, columns: columns - left - right, rows: rows - top - bottom)
    }

    /// The rectangle shrunk by `horizontal` columns on the left and right and `vertical` rows
    /// at the top and bottom.
    public func inset(horizontal: Int, vertical: Int) -> Rect {
        inset(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// A rectangle of `size` (clamped to fit) centred in this one.
    public func centered(_ size: Size) -> Rect {
        let width = min(max(0, size.columns), columns)
        let height = min(max(0, size.rows), rows)
        return Rect(x: x + (columns - width) / 2, y: y + (rows - height) / 2, columns: width, rows: height)
    }

    /// The single row `row` (relative to the top) of this rectangle; empty when outside.
    public func row(_ row: Int) -> Rect {
        intersection(Rect(x: x, y: y + row.clampedAtEntry, columns: columns, rows: 1))
    }

    public var description: String { "\(origin) \(size)" }
}
