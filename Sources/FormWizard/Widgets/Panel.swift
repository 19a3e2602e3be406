/// A dialog's body: a filled box with a frame and a title. It records its area as the
/// dialog's (`HitTarget.dialog`): the mouse reaches a dialog only inside it.
public struct Panel: Widget {
    /// The title in the frame, if any; its attributes drawn over the theme's title style
    /// (see `StyledText`).
    public var title: StyledText?

    /// A panel titled `title`.
    public init(title: StyledText? = nil) {
        self.title = title
    }

    /// A panel titled `title`, plain (disfavoured: `nil` and literals pick the `StyledText`
    /// initializer).
    @_disfavoredOverload
    public init(title: String? = nil) {
        self.title = title.map { StyledText($0) }
    }

    public func render(in area: Rect, into frame: inout Frame) {
        let theme = frame.theme
        frame.buffer.fill(area, style: theme.dialog)
        frame.buffer.drawBox(area, style: theme.border)
        frame.box = area
        if let title, !title.isEmpty, area.columns >= 5 {
            drawTitle(title, in: area, into: &frame)
        }
        frame.addHitRegion(.dialog, in: area)
    }

    /// Where content goes inside a panel drawn at `area`: one row in from the frame, two
    /// columns in (one on tiny panels).
    public static func content(of area: Rect) -> Rect {
        let horizontal = area.columns >= 8 ? 2 : 1
        return area.inset(horizontal: horizontal, vertical: 1)
    }

    /// The panel, centred in `bounds`, that holds content of `size`; as large as fits. On an
    /// axis a `DialogSize` gives (`Screen.withDialogSize`), the whole of `bounds` instead.
    public static func area(for content: Size, in bounds: Rect) -> Rect {
        let content = content.clampedAtEntry
        let horizontal = content.columns + 6 >= 8 ? 4 : 2
        let fill = filling
        return bounds.centered(
            Size(
                columns: fill.contains(.columns) ? bounds.columns : content.columns + horizontal,
                rows: fill.contains(.rows) ? bounds.rows : content.rows + 2))
    }

    /// The widest content a dialog lays out in `bounds`: `limit` columns at most (a line
    /// longer than that is hard to read), unless a `DialogSize` gives the width: then all the
    /// panel has inside its frame.
    public static func contentWidth(in bounds: Rect, upTo limit: Int) -> Int {
        filling.contains(.columns) ? bounds.columns - 4 : min(bounds.columns - 4, limit)
    }

    /// The axes on which a panel takes the whole of its bounds.
    struct Fill: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        static let columns = Fill(rawValue: 1)
        static let rows = Fill(rawValue: 2)
    }

    /// The axes panels fill while a dialog at a `DialogSize` lays itself out (its
    /// presentation sets them around its render and its events).
    @TaskLocal static var filling: Fill = []
}

extension Panel {
    /// The title in the top border of `area`, cut to fit, where the frame's chrome puts it:
    /// at the left with a blank either side (`┌ Title ──┐`), centred as dialog centres it
    /// (`┌──Title──┐`), or centred between tees as whiptail does (`┌─┤ Title ├─┐`).
    fileprivate func drawTitle(_ title: StyledText, in area: Rect, into frame: inout Frame) {
        let theme = frame.theme
        let clip = Rect(x: area.x + 1, y: area.y, columns: area.columns - 2, rows: 1)
        let inside = area.columns - 2
        switch frame.chrome {
        case .standard:
            frame.buffer.write(" ", at: Point(x: area.x + 1, y: area.y), style: theme.border, clip: clip)
            let end = frame.write(
                title.truncated(to: area.columns - 4), at: Point(x: area.x + 2, y: area.y), style: theme.title,
                clip: clip)
            frame.buffer.write(" ", at: Point(x: end, y: area.y), style: theme.border, clip: clip)
        case .dialog:
            // dialog: (width - length) / 2 - 1 from the box's left edge, kept off the corner.
            let shown = title.truncated(to: inside)
            let x = max(1, (area.columns - DisplayWidth.of(shown.plain)) / 2 - 1)
            frame.write(shown, at: Point(x: area.x + x, y: area.y), style: theme.title, clip: clip)
        case .whiptail:
            // newt: the title at (inside - length) / 2 inside the frame, "┤ " before it, " ├" after.
            let shown = title.truncated(to: max(0, inside - 4))
            let x = area.x + 1 + max(2, (inside - DisplayWidth.of(shown.plain)) / 2)
            frame.buffer.write("┤ ", at: Point(x: x - 2, y: area.y), style: theme.border, clip: clip)
            let end = frame.write(shown, at: Point(x: x, y: area.y), style: theme.title, clip: clip)
            frame.buffer.write(" ├", at: Point(x: end, y: area.y), style: theme.border, clip: clip)
        }
    }
}
