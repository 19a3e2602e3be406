extension Activity {
    /// Where each part of the dialog goes on a screen of a given size.
    struct Layout {
        var panel: Rect
        /// The spinner's cell, left of the message's first row.
        var spinner: Rect
        /// The message, wrapped, and where it is drawn.
        var message: ScrolledMessage
        var button: Rect
    }

    /// Lays the spinner out beside the first row of the message, the button under them. When
    /// rows are short, the button stays, then the message (which scrolls), then the gap.
    func layout(in bounds: Rect) -> Layout {
        let maxContent = max(3, Panel.contentWidth(in: bounds, upTo: 60))
        var lines = TextLayout.wrap(message, width: maxContent - 2)
        if lines.isEmpty { lines = [""] }
        let textWidth = lines.map { DisplayWidth.of($0) }.max() ?? 0
        let width = min(maxContent, max(textWidth + 2, DisplayWidth.of(title ?? "") + 2, cancellable ? 12 : 0))
        let (panel, rows) = RowLayout([
            .init(lines.count, priority: 2), .init(cancellable ? 1 : 0, priority: 1),
            .init(cancellable ? 1 : 0, priority: 3),
        ]).panel(width: width, in: bounds)
        return Layout(
            panel: panel, spinner: Panel.content(of: panel).row(0),
            message: ScrolledMessage(lines: lines.map { StyledText($0) }, area: rows[0].inset(left: 2)), button: rows[2]
        )
    }

    public func render(into frame: inout Frame) {
        let layout = layout(in: frame.bounds)
        frame.render(Panel(title: title), in: layout.panel)
        frame.render(Spinner(phase: phase), in: layout.spinner)
        layout.message.render(from: messageScroll, on: layout.panel, into: &frame)
        frame.render(ButtonBar(buttons: Self.buttons, focused: 0), in: layout.button)
    }
}
