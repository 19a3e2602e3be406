/// A size in terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// The width in columns.
    public var columns: Int
    /// The height in rows.
    public var rows: Int

    /// A size of `columns` by `rows`.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// No cells at all.
    public static let zero = Size(columns: 0, rows: 0)

    /// Whether either dimension is zero or negative.
    public var isEmpty: Bool { columns <= 0 || rows <= 0 }

    public var description: String { "\(columns)x\(rows)" }
}
