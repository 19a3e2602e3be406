import FormWizard

extension CartDialog {
    /// Rows the list has on a screen of the last known size.
    var listRows: Int {
        guard let screenSize else { return 10 }
        return max(1, Self.layout(in: Rect(size: screenSize)).list.rows)
    }

    /// The fewest columns the search text gets before the product count gives way.
    static let minimumSearchWidth = 12

    static func layout(in bounds: Rect) -> (panel: Rect, search: Rect, list: Rect, status: Rect) {
        let panel = bounds.centered(Size(columns: min(bounds.columns, 90), rows: bounds.rows))
        let content = panel.inset(horizontal: 2, vertical: 1)
        let search = content.row(0)
        let status = content.row(content.rows - 1)
        let list = Rect(x: content.x, y: content.y + 2, columns: content.columns, rows: max(0, content.rows - 4))
        return (panel, search, list, status)
    }

    public func render(into frame: inout Frame) {
        let theme = frame.theme
        let layout = Self.layout(in: frame.bounds)
        frame.render(Panel(title: "Cart"), in: layout.panel)

        let label = "Search: "
        var count = isSearching ? "searching…" : "\(rowCount) products"
        // On a narrow screen the search text matters more than the count.
        if layout.search.columns - DisplayWidth.of(label) - DisplayWidth.of(count) - 1 < Self.minimumSearchWidth {
            count = ""
        }
        let countX = layout.search.maxX - DisplayWidth.of(count)
        frame.buffer.write(label, at: layout.search.origin, style: theme.dialog, clip: layout.search)
        let field = Rect(
            x: layout.search.x + DisplayWidth.of(label), y: layout.search.y,
            columns: max(0, countX - 1 - layout.search.x - DisplayWidth.of(label)), rows: 1)
        var editor = query
        editor.scrollToCursor(width: field.columns)
        frame.render(TextField(editor: editor, placeholder: "type to search", isFocused: true), in: field)
        frame.buffer.write(count, at: Point(x: countX, y: layout.search.y), style: theme.hint, clip: layout.search)

        drawRows(in: layout.list, into: &frame)

        let items = cart.itemCount == 1 ? "1 item" : "\(cart.itemCount) items"
        let summary = cart.isEmpty ? "Cart empty" : "\(items) · \(cart.total)"
        let keys = notice ?? "Space add/remove  +/- qty  Enter checkout  Esc leave"
        let status = layout.status
        let end = frame.buffer.write(summary, at: status.origin, style: theme.title, clip: status)
        let shown = TextLayout.truncate(keys, to: max(0, status.maxX - end - 2))
        frame.buffer.write(
            shown, at: Point(x: status.maxX - DisplayWidth.of(shown), y: status.y),
            style: notice == nil ? theme.hint : theme.error, clip: status)
    }

    /// Draws the rows in view, every key (the frame starts as the background). A row costs
    /// three writes and no measuring: the name starts in a fixed column (a mark is `[99]` at most), the price
    /// is ASCII, and a name is measured only when its bytes could be too wide (a string is never
    /// wider than its UTF-8 bytes).
    private func drawRows(in area: Rect, into frame: inout Frame) {
        let theme = frame.theme
        let top = min(self.top, max(0, rowCount - area.rows))
        let first = selected < top ? selected : (selected >= top + area.rows ? selected - area.rows + 1 : top)
        for row in 0..<min(area.rows, max(0, rowCount - first)) {
            let index = first + row
            let product = product(atRow: index)
            let line = area.row(row)
            let isSelected = index == selected
            let style = isSelected ? theme.focused : theme.dialog
            // The panel drew the other rows in `theme.dialog` already.
            if isSelected { frame.buffer.fill(line, style: style) }
            let quantity = cart.isEmpty ? 0 : cart.quantity(of: product)
            let mark = quantity > 0 ? "[\(quantity)]" : "[ ]"
            frame.buffer.write(mark, at: Point(x: line.x + 1, y: line.y), style: style, clip: line)
            let x = line.x + 1 + max(Self.markWidth, mark.utf8.count)
            let price = Money(cents: product.price).description
            let priceWidth = price.utf8.count
            let nameWidth = max(0, line.maxX - 2 - priceWidth - 2 - x)
            let name =
                product.name.utf8.count <= nameWidth ? product.name : TextLayout.truncate(product.name, to: nameWidth)
            frame.buffer.write(name, at: Point(x: x, y: line.y), style: style, clip: line)
            frame.buffer.write(price, at: Point(x: line.maxX - 1 - priceWidth, y: line.y), style: style, clip: line)
        }
        if rowCount == 0, !isSearching {
            frame.buffer.write("No product matches.", at: area.origin, style: theme.hint, clip: area)
        }
    }

    /// The columns a row's mark takes at least, with the spaces after it (`[99]` and one).
    static let markWidth = 5
}
