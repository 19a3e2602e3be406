/// Where a `ScrollingText` is scrolled to: the first line in view, the first of its wrapped
/// rows in view, and how far the text is scrolled right when lines are not wrapped.
///
/// It names a line, not a row of the whole text, so that a text of any length scrolls without
/// wrapping the lines out of view, and a resize keeps the same line at the top.
public struct TextScroll: Hashable, Sendable {
    /// A way to move the view.
    public enum Move: Hashable, Sendable {
        /// Rows up or down.
        case up(Int), down(Int)
        /// To the first row, or to the last page.
        case top, bottom
        /// Columns left or right, when lines are not wrapped.
        case left(Int), right(Int)

        /// The move the keys every scrolling text shares mean: ↑/↓ a row, PgUp/PgDn a page of
        /// `page` rows, Home/End the top and the bottom; `nil` for any other key.
        ///
        /// - Parameters:
        ///   - key: the key pressed.
        ///   - page: the rows in view.
        public init?(_ key: Key, page: Int) {
            let page = max(1, page)
            switch key {
            case .up: self = .up(1)
            case .down: self = .down(1)
            case .pageUp: self = .up(page)
            case .pageDown: self = .down(page)
            case .home: self = .top
            case .end: self = .bottom
            default: return nil
            }
        }
    }

    /// The first line in view (within ±`Int32.max`, as `row` and `column`; larger numbers are
    /// clamped, and a text keeps the view on its lines when drawn).
    public var line: Int {
        didSet { line = line.clampedAtEntry }
    }
    /// The first row of `line` in view, when it wraps to several.
    public var row: Int {
        didSet { row = row.clampedAtEntry }
    }
    /// The columns scrolled right; 0 when lines are wrapped.
    public var column: Int {
        didSet { column = column.clampedAtEntry }
    }

    /// The view at `line`, `row`, `column` (the top left by default).
    public init(line: Int = 0, row: Int = 0, column: Int = 0) {
        self.line = line.clampedAtEntry
        self.row = row.clampedAtEntry
        self.column = column.clampedAtEntry
    }

    /// The top left of the text.
    public static let top = TextScroll()

    /// Whether this view starts before `other`'s, ignoring the columns.
    func isAbove(_ other: TextScroll) -> Bool {
        (line, row) < (other.line, other.row)
    }
}
