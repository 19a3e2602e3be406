extension Menu {
    /// Where each part of the menu goes on a screen of a given size, and which items are in view.
    struct Layout {
        var panel: Rect
        /// The message's lines, wrapped, and the rows they get.
        var message: [String]
        var messageArea: Rect
        /// The rows of items.
        var list: Rect
        /// The rows for `▲ n more` and `▼ n more`; empty when the list does not scroll or
        /// there is no room for them.
        var above: Rect
        var below: Rect
        var hint: Rect
        /// The first item in view and how many are.
        var top: Int
        var visibleRows: Int

        /// Whether the message is taller than its rows, so that Tab lets it scroll.
        var messageScrolls: Bool { message.count > messageArea.rows && messageArea.rows > 0 }

        /// The message as drawn from `scroll`.
        func messageText(_ scroll: TextScroll) -> ScrollingText {
            ScrollingText(lines: message, scroll: scroll, wraps: false)
        }
    }

    var keyHint: String { "↑↓ move · Enter choose · Esc \(escapeAction)" }

    /// The key hint while the message scrolls: what Tab does, and what the arrows do now.
    var scrollingKeyHint: String {
        isMessageFocused
            ? "↑↓ scroll · Tab list · Enter choose · Esc \(escapeAction)"
            : "Tab scroll · ↑↓ move · Enter choose · Esc \(escapeAction)"
    }

    /// Lays the menu out in `bounds`. The list gets at least half the rows (three at least);
    /// when rows are short the key hint goes first, then the gap under the message, then
    /// message lines.
    func layout(in bounds: Rect) -> Layout {
        let maxContent = max(1, min(bounds.columns - 4, 72))
        let lines = message.isEmpty ? [] : TextLayout.wrap(message, width: maxContent)
        let hintWidth = DisplayWidth.of(keyHint)
        let width = min(
            maxContent,
            max(
                ItemList.width(titleWidth: titleWidth, detailWidth: detailWidth), DisplayWidth.of(title) + 2,
                lines.map { DisplayWidth.of($0) }.max() ?? 0, hintWidth <= maxContent ? hintWidth : 0, 16))
        let available = max(0, bounds.rows - 2 - (bounds.rows >= 16 ? 2 : 0))
        let count = items.count
        let listFloor = min(count, max(3, available / 2))
        var messageRows = lines.count
        var gapRows = messageRows > 0 ? 1 : 0
        var hintRows = hintWidth <= width ? 2 : 0
        while available - messageRows - gapRows - hintRows < listFloor {
            if hintRows > 0 {
                hintRows = 0
            } else if gapRows > 0 {
                gapRows = 0
            } else if messageRows > 0 {
                messageRows -= 1
            } else {
                break
            }
        }
        var listRows = max(0, min(count, available - messageRows - gapRows - hintRows))
        // A list that scrolls shows `▲ n more` where the gap under the message was.
        if listRows < count, gapRows > 0 {
            gapRows = 0
            listRows += 1
        }
        let markerRows = listRows < count && listRows >= 3 ? 1 : 0
        let visibleRows = listRows - 2 * markerRows

        let height = messageRows + gapRows + listRows + hintRows
        let panel = Panel.area(for: Size(columns: width, rows: height), in: bounds)
        let content = Panel.content(of: panel)
        let listY = content.y + messageRows + gapRows
        let row = { (y: Int, rows: Int) in Rect(x: content.x, y: y, columns: content.columns, rows: rows) }
        return Layout(
            panel: panel,
            message: lines,
            messageArea: row(content.y, messageRows),
            list: row(listY + markerRows, visibleRows),
            above: row(listY, markerRows),
            below: row(listY + markerRows + visibleRows, markerRows),
            hint: row(content.maxY - 1, hintRows > 0 ? 1 : 0),
            top: ItemList.top(
                from: top ?? selected - visibleRows / 2, showing: selected, rows: visibleRows, count: count),
            visibleRows: visibleRows)
    }

    public func render(into frame: inout Frame) {
        let layout = layout(in: frame.bounds)
        let theme = frame.theme
        frame.render(Panel(title: title), in: layout.panel)
        let message = layout.messageText(messageScroll)
        frame.render(message, in: layout.messageArea)
        let hasHint = !layout.hint.isEmpty
        let borderHint = isMessageFocused ? "↑↓ · Tab: list" : "Tab: scroll"
        message.renderScrollMarkers(
            beside: layout.messageArea, on: layout.panel, hint: hasHint ? nil : borderHint, into: &frame)

        let shown = layout.top..<min(items.count, layout.top + layout.visibleRows)
        let rows = items[shown].map { ItemList.Row(title: $0.title, detail: $0.detail) }
        frame.render(
            ItemList(
                rows: rows, selected: shown.contains(selected) ? selected - layout.top : nil, titleWidth: titleWidth,
                detailWidth: detailWidth),
            in: layout.list)

        let hiddenAbove = shown.lowerBound
        let hiddenBelow = items.count - shown.upperBound
        if hiddenAbove > 0 {
            frame.render(
                Paragraph(lines: ["▲ \(hiddenAbove) more"], style: theme.hint), in: layout.above.inset(left: 1))
        }
        if hiddenBelow > 0 {
            frame.render(
                Paragraph(lines: ["▼ \(hiddenBelow) more"], style: theme.hint), in: layout.below.inset(left: 1))
        }
        let hint = layout.messageScrolls ? scrollingKeyHint : keyHint
        frame.render(Paragraph(lines: [hint], style: theme.hint, alignment: .center), in: layout.hint)
    }
}
