extension Menu {
    var keyHint: String { "↑↓ move · Enter choose · Esc \(escapeAction)" }

    /// Lays the menu out in `bounds` (see `ListLayout`).
    func layout(in bounds: Rect) -> ListLayout {
        ListLayout(
            in: bounds, title: title, message: message, keyHints: [keyHint], count: items.count,
            contentWidth: ItemList.width(titleWidth: titleWidth, detailWidth: detailWidth))
    }

    /// The rows in view on a screen of `size`, when known.
    func visibleRows(on size: Size?) -> Int? {
        size.map { layout(in: Rect(size: $0)).visibleRows }
    }

    public func render(into frame: inout Frame) {
        let layout = layout(in: frame.bounds)
        let theme = frame.theme
        frame.render(Panel(title: title), in: layout.panel)
        frame.render(Paragraph(lines: layout.message), in: layout.messageArea)

        let top = navigation.firstRow(rows: layout.visibleRows, count: items.count)
        let shown = top..<min(items.count, top + layout.visibleRows)
        let rows = items[shown].map { ItemList.Row(title: $0.title, detail: $0.detail) }
        frame.render(
            ItemList(
                rows: rows, selected: shown.contains(selected) ? selected - top : nil, titleWidth: titleWidth,
                detailWidth: detailWidth),
            in: layout.list)
        layout.renderMarkers(
            hiddenAbove: shown.lowerBound, hiddenBelow: items.count - shown.upperBound, into: &frame)
        frame.render(Paragraph(lines: [keyHint], style: theme.hint, alignment: .center), in: layout.hint)
    }
}
