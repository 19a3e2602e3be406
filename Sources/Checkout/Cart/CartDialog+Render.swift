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
        let layout = Self.layout(in: frame.bounds)
        frame.render(Panel(title: "Cart"), in: layout.panel)
        drawSearch(in: layout.search, into: &frame)
        let first = firstRow(rows: layout.list.rows)
        for row in 0..<min(layout.list.rows, max(0, rowCount - first)) {
            drawRow(first + row, at: row, in: layout.list, into: &frame)
        }
        if rowCount == 0, !isSearching {
            frame.buffer.write(
                "No product matches.", at: layout.list.origin, style: frame.theme.hint, clip: layout.list)
        }
        drawStatus(in: layout.status, into: &frame)
    }

    /// The first row in view in a list of `rows` rows: `top`, moved as little as keeps the
    /// selected row in view.
    func firstRow(rows: Int) -> Int {
        cursor.firstRow(rows: rows, count: rowCount)
    }

    /// Draws the search row: the label, the field (it places the cursor) and the count.
    func drawSearch(in area: Rect, into frame: inout Frame) {
        let theme = frame.theme
        let label = "Search: "
        var count = isSearching ? "searching…" : "\(rowCount) products"
        // On a narrow screen the search text matters more than the count.
        if area.columns - DisplayWidth.of(label) - DisplayWidth.of(count) - 1 < Self.minimumSearchWidth {
            count = ""
        }
        let countX = area.maxX - DisplayWidth.of(count)
        frame.buffer.write(label, at: area.origin, style: theme.dialog, clip: area)
        let field = Rect(
            x: area.x + DisplayWidth.of(label), y: area.y,
            columns: max(0, countX - 1 - area.x - DisplayWidth.of(label)), rows: 1)
        var editor = query
        editor.scrollToCursor(width: field.columns)
        frame.render(TextField(editor: editor, placeholder: "type to search", isFocused: true), in: field)
        frame.buffer.write(count, at: Point(x: countX, y: area.y), style: theme.hint, clip: area)
    }

    /// Draws the status row: the cart's summary, and the keys or a notice.
    func drawStatus(in status: Rect, into frame: inout Frame) {
        let theme = frame.theme
        let items = cart.itemCount == 1 ? "1 item" : "\(cart.itemCount) items"
        let summary = cart.isEmpty ? "Cart empty" : "\(items) · \(cart.total)"
        let keys = notice ?? "Space add/remove  +/- qty  Enter checkout  Esc leave"
        let end = frame.buffer.write(summary, at: status.origin, style: theme.title, clip: status)
        let shown = TextLayout.truncate(keys, to: max(0, status.maxX - end - 2))
        frame.buffer.write(
            shown, at: Point(x: status.maxX - DisplayWidth.of(shown), y: status.y),
            style: notice == nil ? theme.hint : theme.error, clip: status)
    }

    /// Draws list row `index` at place `row` of `area`, over the panel's fill. A row costs
    /// three writes and no measuring: the name starts in a fixed column (a mark is `[99]` at
    /// most), the price is ASCII, and a name is measured only when its bytes could be too wide
    /// (a string is never wider than its UTF-8 bytes).
    func drawRow(_ index: Int, at row: Int, in area: Rect, into frame: inout Frame) {
        let theme = frame.theme
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

    /// The columns a row's mark takes at least, with the spaces after it (`[99]` and one).
    static let markWidth = 5
}
