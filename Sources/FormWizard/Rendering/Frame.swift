/// What a dialog draws into: the screen's cells, the theme, and the cursor.
public struct Frame: Sendable {
    /// The cells of the whole screen.
    public var buffer: CellBuffer
    /// The styles to draw with.
    public let theme: Theme
    /// Where the terminal cursor is shown; `nil` hides it. Only text fields set it.
    public var cursor: Point?

    /// A frame drawing into `buffer` with `theme`, the cursor at `cursor` (`nil`: hidden).
    public init(buffer: CellBuffer, theme: Theme, cursor: Point? = nil) {
        self.buffer = buffer
        self.theme = theme
        self.cursor = cursor
    }

    /// A blank frame of `size` in the theme's screen style.
    public init(size: Size, theme: Theme) {
        self.init(buffer: CellBuffer(size: size, fill: Cell(" ", style: theme.screen)), theme: theme)
    }

    /// The whole screen.
    public var bounds: Rect { buffer.bounds }

    /// Draws `widget` into `area`.
    public mutating func render(_ widget: some Widget, in area: Rect) {
        widget.render(in: area, into: &self)
    }
}
