/// A vertical layout of rows for a dialog's content: each row asks for a height and has a
/// priority; when the area is too short, rows of higher priority get their height first and
/// the others get what is left, down to nothing.
///
/// ```swift
/// // A gauge: message, gap, bar, gap, button. The bar and the button stay on the smallest
/// // screen, then the message, then the gaps.
/// let heights = RowLayout([
///     .init(lines.count, priority: 3), .init(1, priority: 2), .init(1, priority: 5),
///     .init(1, priority: 1), .init(1, priority: 4),
/// ]).heights(fitting: content.rows)
/// ```
/// A row asked after one that got nothing gets nothing either when it has a lower priority, so
/// a gap listed with a lower priority than the row it separates disappears with it.
public struct RowLayout: Sendable, Hashable {
    /// One row: the height it asks for, and how much it matters.
    public struct Row: Sendable, Hashable {
        /// The rows it asks for, from 0 to `Int32.max` (others are clamped).
        public var height: Int {
            didSet { height = height.clamped(to: 0...Int.entryLimit) }
        }
        /// Rows of higher priority get their height first; equal priorities go top first.
        public var priority: Int

        /// A row asking for `height` rows (negative counts as 0).
        public init(_ height: Int, priority: Int = 0) {
            self.height = height.clamped(to: 0...Int.entryLimit)
            self.priority = priority
        }
    }

    /// The rows, top to bottom.
    public var rows: [Row]

    /// A layout of `rows`, top to bottom.
    public init(_ rows: [Row]) {
        self.rows = rows
    }

    /// The height each row gets out of `available` rows, in the order of `rows`.
    public func heights(fitting available: Int) -> [Int] {
        var left = max(0, available)
        var heights = Array(repeating: 0, count: rows.count)
        // Higher priority first, earlier first among equals (an insertion sort: a handful of rows).
        var order: [Int] = []
        order.reserveCapacity(rows.count)
        for index in rows.indices {
            var position = order.count
            while position > 0, rows[order[position - 1]].priority < rows[index].priority { position -= 1 }
            order.insert(index, at: position)
        }
        for index in order {
            heights[index] = min(rows[index].height, left)
            left -= heights[index]
        }
        return heights
    }

    /// The rows laid out from the top of `area`, each as wide as it, as tall as `heights`
    /// gives it.
    public func areas(in area: Rect) -> [Rect] {
        var y = area.y
        return heights(fitting: area.rows).map { height in
            defer { y += height }
            return Rect(x: area.x, y: y, columns: area.columns, rows: height)
        }
    }

    /// A `Panel` holding these rows, `width` columns of content wide, centred in `bounds`: the
    /// rows get their heights out of the rows `bounds` has inside a frame, and come back as
    /// areas inside the panel, top to bottom.
    ///
    /// ```swift
    /// let (panel, rows) = RowLayout([.init(lines.count, priority: 1), .init(1, priority: 2)])
    ///     .panel(width: 40, in: frame.bounds)
    /// frame.render(Panel(title: title), in: panel)
    /// ```
    public func panel(width: Int, in bounds: Rect) -> (panel: Rect, rows: [Rect]) {
        let heights = heights(fitting: bounds.rows - 2)
        let panel = Panel.area(for: Size(columns: width, rows: heights.reduce(0, +)), in: bounds)
        return (panel, RowLayout(heights.map { Row($0) }).areas(in: Panel.content(of: panel)))
    }
}
