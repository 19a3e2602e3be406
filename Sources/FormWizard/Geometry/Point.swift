/// A cell position on the screen: column `x`, row `y`, both from zero at the top left.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The column, from 0 at the left.
    public var x: Int
    /// The row, from 0 at the top.
    public var y: Int

    /// The point at column `x`, row `y`.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The top-left corner.
    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }
}
