extension Slider {
    var keyHint: String { "←→ move · Enter choose · Esc \(escapeAction)" }

    /// How far along the range `value` is, 0 to 1.
    var fraction: Double {
        let span = Double(range.upperBound) - Double(range.lowerBound)
        return span == 0 ? 1 : (Double(value) - Double(range.lowerBound)) / span
    }

    public func render(into frame: inout Frame) {
        let bounds = frame.bounds
        let maxContent = max(1, Panel.contentWidth(in: bounds, upTo: 60))
        let lines = message.isEmpty ? [] : message.wrapped(width: maxContent)
        let hintFits = DisplayWidth.of(keyHint) <= maxContent
        let width = min(
            maxContent, max(40, DisplayWidth.of(title.plain) + 2, lines.map { DisplayWidth.of($0.plain) }.max() ?? 0))
        let (panel, areas) = RowLayout([
            .init(lines.count, priority: 2), .init(lines.isEmpty ? 0 : 1, priority: 0), .init(1, priority: 5),
            .init(1, priority: 4), .init(1, priority: 0), .init(1, priority: 3), .init(hintFits ? 1 : 0, priority: 1),
        ]).panel(width: width, in: bounds)
        frame.render(Panel(title: title), in: panel)
        let theme = frame.theme
        frame.render(
            Paragraph(styledLines: Paragraph.fitting(lines, rows: areas[0].rows, width: areas[0].columns)), in: areas[0]
        )
        frame.render(SliderBar(fraction: fraction), in: areas[2])

        // The ends under the bar, the value between them.
        let scale = areas[3]
        let low = String(range.lowerBound)
        let high = String(range.upperBound)
        frame.buffer.write(low, at: scale.origin, style: theme.hint, clip: scale)
        frame.buffer.write(
            high, at: Point(x: scale.maxX - DisplayWidth.of(high), y: scale.y), style: theme.hint, clip: scale)
        let shown = typed.isEmpty ? String(value) : typed + "▏"
        let valueX = scale.x + (scale.columns - DisplayWidth.of(shown)) / 2
        frame.buffer.write(shown, at: Point(x: valueX, y: scale.y), style: theme.title, clip: scale)

        frame.render(
            Paragraph(lines: [problem ?? ""], style: theme.error, alignment: .center), in: areas[5])
        frame.render(Paragraph(lines: [keyHint], style: theme.hint, alignment: .center), in: areas[6])
    }
}

/// A slider's track: the part up to the value in the gauge style, the rest as a dim `░`, with
/// a knob `●` at the value.
public struct SliderBar: Widget {
    /// Where the knob is, 0 to 1 (clamped; NaN is 0).
    public var fraction: Double

    /// A track with its knob at `fraction`.
    public init(fraction: Double) {
        self.fraction = fraction
    }

    /// Draws on the first row of `area`.
    public func render(in area: Rect, into frame: inout Frame) {
        let row = area.row(0)
        guard row.columns > 0, row.rows > 0 else { return }
        let theme = frame.theme
        let knob = Int((GaugeBar.clamped(fraction) * Double(row.columns - 1)).rounded())
        frame.buffer.fill(Rect(x: row.x, y: row.y, columns: knob, rows: 1), style: theme.gaugeFilled)
        frame.buffer.fill(
            Rect(x: row.x + knob + 1, y: row.y, columns: row.columns - knob - 1, rows: 1), with: "░", style: theme.hint)
        frame.buffer.write("●", at: Point(x: row.x + knob, y: row.y), style: theme.title, clip: row)
    }
}
