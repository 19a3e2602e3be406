/// A size in terminal cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    public static let zero = Size(columns: 0, rows: 0)

    /// Whether either dimension is zero or negative.
    public var isEmpty: Bool { columns <= 0 || rows <= 0 }

    public var description: String { "\(columns)x\(rows)" }
}
