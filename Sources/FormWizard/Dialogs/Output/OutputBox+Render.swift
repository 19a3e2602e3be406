extension OutputBox {
    /// Where the box's parts go: the whole screen, the message and its rule, the text, a
    /// status row, the OK button.
    struct Layout {
        /// The message's lines as they fit, and where they go.
        var message: [StyledText]
        var messageArea: Rect
        /// The row of the rule under the message (none without one).
        var rule: Rect
        var text: Rect
        var status: Rect
        var button: Rect
    }

    func layout(in bounds: Rect) -> Layout {
        let content = Panel.content(of: bounds)
        let buttonRows =
            (ending != nil || closesWhileRunning) && !closesAtEnd && showsButtons && content.rows >= 3 ? 1 : 0
        let statusRows = content.rows >= 2 ? 1 : 0
        let body = content.inset(bottom: statusRows + buttonRows)
        // The message keeps a rule and a row of output under it, cut with `…` to the rest.
        let wrapped = message.isEmpty ? [] : message.wrapped(width: body.columns)
        let messageRows = min(wrapped.count, max(0, body.rows - 2))
        let message = Paragraph.fitting(wrapped, rows: messageRows, width: body.columns)
        let messageArea = Rect(x: body.x, y: body.y, columns: body.columns, rows: messageRows)
        let ruleRows = messageRows > 0 ? 1 : 0
        let rule = Rect(x: bounds.x + 1, y: messageArea.maxY, columns: max(0, bounds.columns - 2), rows: ruleRows)
        let text = body.inset(top: messageRows + ruleRows)
        return Layout(
            message: message, messageArea: messageArea, rule: rule, text: text,
            status: Rect(x: content.x, y: text.maxY, columns: content.columns, rows: statusRows),
            button: Rect(x: content.x, y: content.maxY - buttonRows, columns: content.columns, rows: buttonRows))
    }

    /// The position on the right of the status row: the count while following, else the lines
    /// in view (numbered from the first line that ever arrived) of the count.
    func position(in viewport: Size, width: Int) -> String {
        let text = self.text(in: viewport)
        let first = received - lines.count
        let candidates: [String]
        if follows || lines.isEmpty {
            candidates = ["\(received) lines", "\(received)"]
        } else {
            let shown = text.visibleLines(in: viewport)
            let range = "\(first + shown.lowerBound + 1)–\(first + shown.upperBound)"
            candidates = ["↑ \(range)/\(received)", "\(range)/\(received)", "\(first + shown.lowerBound + 1)"]
        }
        return candidates.first { DisplayWidth.of($0) <= width } ?? ""
    }

    public func render(into frame: inout Frame) {
        let bounds = frame.bounds
        let layout = layout(in: bounds)
        let theme = frame.theme
        frame.render(Panel(title: title.isEmpty ? nil : title), in: bounds)
        frame.render(Paragraph(styledLines: layout.message), in: layout.messageArea)
        if !layout.rule.isEmpty {
            frame.buffer.write(
                String(repeating: "─", count: layout.rule.columns), at: layout.rule.origin, style: theme.border,
                clip: layout.rule)
        }
        frame.render(text(in: layout.text.size), in: layout.text)
        let status = layout.status
        if !status.isEmpty {
            let position = self.position(in: layout.text.size, width: max(0, status.columns - 4))
            let positionWidth = DisplayWidth.of(position)
            frame.buffer.write(
                position, at: Point(x: status.maxX - positionWidth, y: status.y), style: theme.hint, clip: status)
            let room = status.columns - positionWidth - (positionWidth > 0 ? 1 : 0)
            if let ending {
                frame.buffer.write(
                    TextLayout.truncate(ending, to: room), at: status.origin, style: theme.dialog, clip: status)
            } else if room > 0 {
                frame.render(Spinner(phase: phase), in: Rect(x: status.x, y: status.y, columns: 1, rows: 1))
                frame.buffer.write(
                    TextLayout.truncate(closesWhileRunning ? "following…" : "running…", to: room - 2),
                    at: Point(x: status.x + 2, y: status.y),
                    style: theme.hint, clip: status)
            }
        }
        frame.render(ButtonBar(buttons: Self.buttons, focused: 0), in: layout.button)
    }
}
