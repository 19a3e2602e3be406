/// A dialog's body: a filled box with a frame and a title. It records its area as the
/// dialog's (`HitTarget.dialog`): the mouse reaches a dialog only inside it.
public struct Panel: Widget {
    /// The title in the frame, if any.
    public var title: String?

    /// A panel titled `title`.
    public init(title: String? = nil) {
        self.title = title
    }

    public func render(in area: Rect, into frame: inout Frame) {
        let theme = frame.theme
        frame.buffer.fill(area, style: theme.dialog)
        frame.buffer.drawBox(area, style: theme.border, title: title, titleStyle: theme.title)
        frame.addHitRegion(.dialog, in: area)
    }

    /// Where content goes inside a panel drawn at `area`: one row in from the frame, two
    /// columns in (one on tiny panels).
    public static func content(of area: Rect) -> Rect {
        let horizontal = area.columns >= 8 ? 2 : 1
        return area.inset(horizontal: horizontal, vertical: 1)
    }

    /// The panel, centred in `bounds`, that holds content of `size`; as large as fits.
    public static func area(for content: Size, in bounds: Rect) -> Rect {
        let horizontal = content.columns + 6 >= 8 ? 4 : 2
        return bounds.centered(Size(columns: content.columns + horizontal, rows: content.rows + 2))
    }
}
