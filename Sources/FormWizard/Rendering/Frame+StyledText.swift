extension Frame {
    /// Writes `text` on one row from `point`, each run in its style over `style` (its colour
    /// only when the theme uses colours), clipped to `clip` and the screen.
    /// - Returns: the column after the text, as if nothing had been clipped.
    @discardableResult
    public mutating func write(_ text: StyledText, at point: Point, style: Style, clip: Rect? = nil) -> Int {
        var x = point.x.clampedAtEntry
        for run in text.runs {
            x = buffer.write(
                run.text, at: Point(x: x, y: point.y), style: run.style(over: style, usesColor: theme.usesColor),
                clip: clip)
        }
        return x
    }
}
