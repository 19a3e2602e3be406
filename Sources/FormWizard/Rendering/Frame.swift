/// What a dialog draws into: the screen's cells, the theme, and the cursor.
public struct Frame: Sendable {
    /// The cells of the whole screen.
    public var buffer: CellBuffer
    /// The styles to draw with.
    public let theme: Theme
    /// Where the terminal cursor is shown; `nil` hides it. Only text fields set it.
    public var cursor: Point?
    /// What the mouse can hit, in the order drawn: a later region is on top of an earlier one.
    public var hitRegions: [HitRegion] = []
    /// Whether the buffer starts as the frame the terminal shows rather than the background:
    /// the screen's way to let the top dialog draw only what changed (`Redrawing`).
    public internal(set) var isRetained = false
    /// The rows a retained frame moved in its buffer (`moveRows(in:by:)`), for the terminal to
    /// move too.
    var rowMove: RowMove?
    /// How titles and buttons are drawn: the screen's `chrome`.
    public var chrome = Chrome.standard
    /// The area of the panel drawn last (`Panel`): where buttons go under a chrome that places
    /// them in the box, as dialog and whiptail do.
    var box: Rect?

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

    /// Records that `target` is drawn in `area` (clipped to the screen), for the mouse: the
    /// screen hands a click there to the dialog as a `MouseEvent` whose `hit` is this region.
    ///
    /// `Panel` records the dialog's body (`.dialog`), `ButtonBar` its buttons and `ItemList`
    /// its rows; a click outside every `.dialog` region of the top dialog does nothing.
    /// - Parameters:
    ///   - target: what is there.
    ///   - area: the cells it covers; an empty one records nothing.
    public mutating func addHitRegion(_ target: HitTarget, in area: Rect) {
        let area = area.intersection(bounds)
        guard !area.isEmpty else { return }
        hitRegions.append(HitRegion(target, area: area))
    }

    /// Draws `widget` into `area`.
    public mutating func render(_ widget: some Widget, in area: Rect) {
        widget.render(in: area, into: &self)
    }
}
