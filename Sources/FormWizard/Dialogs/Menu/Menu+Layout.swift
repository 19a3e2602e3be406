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
            contentWidth: ItemList.width(titleWidth: titleWidth, detailWidth: detailWidth),
            look: ListLayout.Look(listBehavior), listRows: listHeight)
    }

    /// A layout and what it was made of.
    struct LaidOut: Sendable {
        var bounds: Rect
        var title: StyledText
        var message: StyledText
        var escapeAction: String
        var look: ListLayout.Look
        var listHeight: Int?
        var layout: ListLayout

        func matches(_ menu: Menu, in bounds: Rect) -> Bool {
            self.bounds == bounds && title == menu.title && message == menu.message
                && escapeAction == menu.escapeAction && look == ListLayout.Look(menu.listBehavior)
                && listHeight == menu.listHeight
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
        let look = ListLayout.Look(listBehavior)
        guard look == .standard else { return renderAsProgram(look, layout, into: &frame) }
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

extension Menu {
    /// The message and the list as dialog or whiptail draws them (`ListWindow`).
    private func renderAsProgram(_ look: ListLayout.Look, _ layout: ListLayout, into frame: inout Frame) {
        frame.render(Paragraph(styledLines: layout.message), in: layout.messageArea)
        let top = cursor.firstRow(rows: layout.visibleRows, count: items.count)
        let shown = top..<min(items.count, top + layout.visibleRows)
        let window = ListWindow(
            rows: shown.map { ListEntry(tag: rows[$0].title, text: rows[$0].detail ?? "") },
            firstIndex: top, current: selected, count: items.count, tagWidth: titleWidth, textWidth: detailWidth)
        window.render(as: look, kind: .menu, listRows: layout.list.rows, in: layout.list, into: &frame)
    }
}
