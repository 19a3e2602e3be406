extension Gauge {
    /// Where each part of the gauge goes on a screen of a given size.
    struct Layout {
        var panel: Rect
        /// The message, wrapped, and where it is drawn.
        var message: ScrolledMessage
        var bar: Rect
        var button: Rect
    }

    /// Lays the gauge out at a width that does not depend on the message, so that the box
    /// stays put while the message changes. When rows are short, the bar and the button stay,
    /// then the message (which scrolls), then the gaps.
    func layout(in bounds: Rect) -> Layout {
        let width = max(1, Panel.contentWidth(in: bounds, upTo: 60))
        let lines = message.isEmpty ? [] : message.wrapped(width: width)
        let (panel, rows) = RowLayout([
            .init(lines.count, priority: 3), .init(lines.isEmpty ? 0 : 1, priority: 2), .init(1, priority: 5),
            .init(cancellable ? 1 : 0, priority: 1), .init(cancellable ? 1 : 0, priority: 4),
        ]).panel(width: width, in: bounds)
        return Layout(
            panel: panel, message: ScrolledMessage(lines: lines, area: rows[0]), bar: rows[2], button: rows[4])
    }

    public func render(into frame: inout Frame) {
        let layout = layout(in: frame.bounds)
        frame.render(Panel(title: title), in: layout.panel)
        layout.message.render(from: messageScroll, on: layout.panel, into: &frame)
        frame.render(GaugeBar(fraction: fraction), in: layout.bar)
        frame.render(ButtonBar(buttons: Self.buttons, focused: 0), in: layout.button)
    }
}
