extension Alert {
    /// Where the alert's parts go on a screen of a given size.
    struct Layout {
        var panel: Rect
        /// The message's lines, wrapped, and the rows they get.
        var lines: [StyledText]
        var message: Rect
        var bar: ButtonBar
        var buttons: Rect

        /// Whether the message is taller than its rows, so that the scroll keys scroll it.
        var messageScrolls: Bool { lines.count > message.rows && message.rows > 0 }

        /// The message as drawn from `scroll`.
        func text(_ scroll: TextScroll) -> ScrollingText {
            ScrollingText(styledLines: lines, scroll: scroll, wraps: false)
        }
    }

    /// Lays the alert out afresh for `bounds`. When rows are short the buttons stay, then one
    /// line of the message, then the gap above the buttons, then the rest of the message.
    func layout(in bounds: Rect) -> Layout {
        let maxContent = max(1, Panel.contentWidth(in: bounds, upTo: 60))
        let bar = ButtonBar(buttons: buttons, focused: focus)
        let barSize = bar.size(width: maxContent)
        let lines = message.isEmpty ? [] : message.wrapped(width: maxContent)
        let textWidth = lines.map { DisplayWidth.of($0.plain) }.max() ?? 0
        let width = max(textWidth, barSize.columns, min(DisplayWidth.of(title.plain) + 2, maxContent), 10)

        // newt's blank rows above the message and under the buttons give way first.
        let margin = look == .whiptail && bounds.rows >= 2 + 2 + barSize.rows + 1 ? 1 : 0
        var rows = max(0, bounds.rows - 2 - 2 * margin)
        let barRows = min(barSize.rows, rows)
        rows -= barRows
        var textRows = min(lines.count, rows, 1)
        rows -= textRows
        let spacing = textRows > 0 ? min(1, rows) : 0
        rows -= spacing
        textRows += min(lines.count - textRows, rows)

        let panel = Panel.area(
            for: Size(columns: width, rows: textRows + spacing + barRows + 2 * margin), in: bounds)
        let content = Panel.content(of: panel).inset(top: margin, bottom: margin)
        return Layout(
            panel: panel, lines: lines,
            message: Rect(x: content.x, y: content.y, columns: content.columns, rows: min(textRows, content.rows)),
            bar: bar, buttons: Rect(x: content.x, y: content.maxY - barRows, columns: content.columns, rows: barRows))
    }

    public func render(into frame: inout Frame) {
        let layout = layout(in: frame.bounds)
        frame.render(Panel(title: title), in: layout.panel)
        let text = layout.text(messageScroll)
        frame.render(text, in: layout.message)
        text.renderScrollMarkers(beside: layout.message, on: layout.panel, into: &frame)
        frame.render(layout.bar, in: layout.buttons)
    }
}
