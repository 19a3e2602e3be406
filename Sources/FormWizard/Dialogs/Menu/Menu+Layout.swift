extension Menu {
    var keyHint: String { "↑↓ move · Enter choose · Esc \(escapeAction)" }

    /// The key hint while the message scrolls: what Tab does, and what the arrows do now.
    var scrollingKeyHint: String {
        isMessageFocused
            ? "↑↓ scroll · Tab list · Enter choose · Esc \(escapeAction)"
            : "Tab scroll · ↑↓ move · Enter choose · Esc \(escapeAction)"
    }

    /// Lays the menu out in `bounds` (see `ListLayout`).
    func layout(in bounds: Rect) -> ListLayout {
        ListLayout(
            in: bounds, title: title, message: message, keyHints: [keyHint], count: items.count,
            contentWidth: ItemList.width(titleWidth: titleWidth, detailWidth: detailWidth))
    }

    /// A layout and what it was made of.
    struct LaidOut: Sendable {
        var bounds: Rect
        var title: StyledText
        var message: StyledText
        var escapeAction: String
        var layout: ListLayout

        func matches(_ menu: Menu, in bounds: Rect) -> Bool {
            self.bounds == bounds && title == menu.title && message == menu.message
                && escapeAction == menu.escapeAction
        }
    }

    /// `layout(in:)`, from `laidOut` when it was made of the same.
    func cachedLayout(in bounds: Rect) -> ListLayout {
        if let laidOut, laidOut.matches(self, in: bounds) { return laidOut.layout }
        return layout(in: bounds)
    }

    /// The rows in view on a screen of `size`, when known.
    func visibleRows(on size: Size?) -> Int? {
        size.map { cachedLayout(in: Rect(size: $0)).visibleRows }
    }

    public func render(into frame: inout Frame) {
        let layout = cachedLayout(in: frame.bounds)
        let theme = frame.theme
        frame.render(Panel(title: title), in: layout.panel)
        let message = layout.messageText(messageScroll)
        frame.render(message, in: layout.messageArea)
        let borderHint = isMessageFocused ? "↑↓ · Tab: list" : "Tab: scroll"
        message.renderScrollMarkers(
            beside: layout.messageArea, on: layout.panel, hint: layout.hint.isEmpty ? borderHint : nil, into: &frame)

        let top = cursor.firstRow(rows: layout.visibleRows, count: items.count)
        let shown = top..<min(items.count, top + layout.visibleRows)
        // The rows measured once, not `items`: a menu's `Value` is generic, and reading its
        // items here would copy each through its type's metadata.
        ItemList(
            rows: [], selected: shown.contains(selected) ? selected - top : nil, titleWidth: titleWidth,
            detailWidth: detailWidth, firstIndex: top
        ).render(rows[shown], in: layout.list, into: &frame)
        layout.renderMarkers(
            hiddenAbove: shown.lowerBound, hiddenBelow: items.count - shown.upperBound, into: &frame)
        let hint = layout.messageScrolls ? scrollingKeyHint : keyHint
        frame.render(Paragraph(lines: [hint], style: theme.hint, alignment: .center), in: layout.hint)
    }
}
