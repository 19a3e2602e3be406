extension ScrollingText {
    /// The key hint drawn on a frame's bottom edge while a message scrolls.
    public static let scrollHint = "↑↓ scroll"

    /// Shows that the text drawn in `area` scrolls: `▲` on the right edge of `panel` beside
    /// the area's first row while rows are hidden above, `▼` beside its last row while rows
    /// are hidden below (`↕` on a single row with both), and `hint` on the panel's bottom edge
    /// while either is.
    ///
    /// On the frame, so they never cover the text. Nothing is drawn when the whole text is in
    /// view.
    /// - Parameters:
    ///   - area: where the text is drawn.
    ///   - panel: the panel around it, whose frame the marks go on.
    ///   - hint: the keys that scroll, for the bottom edge; `nil` for none (the dialog says
    ///     it elsewhere).
    ///   - frame: the frame drawn into.
    public func renderScrollMarkers(
        beside area: Rect, on panel: Rect, hint: String? = scrollHint, into frame: inout Frame
    ) {
        guard !area.isEmpty, panel.columns > 2 else { return }
        let above = hasMoreAbove(in: area.size)
        let below = hasMoreBelow(in: area.size)
        guard above || below else { return }
        let style = frame.theme.border
        let x = panel.maxX - 1
        if above, below, area.rows == 1 {
            frame.buffer.write("↕", at: Point(x: x, y: area.y), style: style, clip: panel)
        } else {
            if above { frame.buffer.write("▲", at: Point(x: x, y: area.y), style: style, clip: panel) }
            if below { frame.buffer.write("▼", at: Point(x: x, y: area.maxY - 1), style: style, clip: panel) }
        }
        guard let hint = hint.map({ " \($0) " }) else { return }
        let hintWidth = DisplayWidth.of(hint)
        if panel.rows > 1, panel.columns >= hintWidth + 4 {
            frame.buffer.write(
                hint, at: Point(x: panel.maxX - 2 - hintWidth, y: panel.maxY - 1), style: frame.theme.hint,
                clip: panel)
        }
    }
}
