extension Table {
    /// A column in view: which one, where it starts (from the left of the cells' area) and
    /// how wide it is drawn.
    struct PlacedColumn: Hashable {
        var column: Int
        var x: Int
        var width: Int
    }

    /// Where each part of the table goes on a screen of a given size.
    struct Layout {
        var panel: Rect
        var header: Rect
        /// The rows of cells.
        var list: Rect
        var filterRow: Rect
        var filterField: Rect
        var hint: Rect
        /// The columns in view, left to right.
        var columns: [PlacedColumn]
        /// The columns of `[x] ` before the cells (`.multiple`), or 0.
        var markWidth: Int
        /// Whether → shows more: a column to the right is cut, left out or narrowed.
        var canScrollRight: Bool
        var visibleRows: Int
        /// The first row in view.
        var top: Int
    }

    /// The columns between two columns.
    static var gap: Int { 2 }
    /// The narrowest a column is made before columns are left out: room for a few
    /// characters and `…`.
    static var minimumWidth: Int { 6 }

    /// Lays the table out in `bounds`: as wide as its columns want (up to the screen), as
    /// tall as its rows; the header and at least one row first, then the filter, then the
    /// key hint.
    func layout(in bounds: Rect) -> Layout {
        let markWidth = selection == .multiple ? 4 : 0
        let wanted = markWidth + naturalWidths.reduce(0, +) + Self.gap * (columns.count - 1)
        // Room for the key hint and the position too, when the screen has it.
        let hintWidth = DisplayWidth.of(keyHint(canScroll: false)) + 2 + DisplayWidth.of("\(rows.count)/\(rows.count)")
        let width = min(max(1, bounds.columns - 4), max(wanted, DisplayWidth.of(title) + 2, hintWidth))
        var available = max(0, bounds.rows - 2)
        let headerRows = min(1, available)
        available -= headerRows
        let filterRows = (isFiltering || !filter.isEmpty) && available >= 2 ? 1 : 0
        let dataRows = max(1, rows.count)
        let hintRows = available - filterRows - 1 >= min(dataRows, 2) ? 1 : 0
        let listRows = max(0, min(dataRows, available - filterRows - hintRows))
        let panel = Panel.area(
            for: Size(columns: width, rows: headerRows + listRows + filterRows + hintRows), in: bounds)
        let content = Panel.content(of: panel)
        let row = { (y: Int, rows: Int) in Rect(x: content.x, y: y, columns: content.columns, rows: rows) }
        let filterRow = row(content.y + headerRows + listRows, filterRows)
        let (placed, canScrollRight) = placeColumns(in: content.columns - markWidth)
        return Layout(
            panel: panel, header: row(content.y, headerRows), list: row(content.y + headerRows, listRows),
            filterRow: filterRow, filterField: filterRow.inset(left: 2), hint: row(filterRow.maxY, hintRows),
            columns: placed, markWidth: markWidth, canScrollRight: canScrollRight, visibleRows: listRows,
            top: listCursor.firstRow(rows: listRows, count: shown.count))
    }

    /// The columns in view (after those scrolled out) in `width` columns: each as wide as it
    /// wants when they fit; otherwise the widest are narrowed to a common width, down to
    /// `minimumWidth`, and when even that does not fit, the columns on the right are cut or
    /// left out.
    func placeColumns(in width: Int) -> ([PlacedColumn], canScrollRight: Bool) {
        let frozen = freezesFirstColumn && columns.count > 1 ? 1 : 0
        let first = frozen + min(scrolledColumns, max(0, columns.count - frozen - 1))
        let candidates = (frozen == 1 ? [0] : []) + Array(first..<columns.count)
        let room = width - Self.gap * (candidates.count - 1)
        var widths = candidates.map { naturalWidths[$0] }
        if widths.reduce(0, +) > room {
            // Numbers are never cut (a cut number reads as another); texts down to a few
            // characters.
            let floors = candidates.map { column in
                min(naturalWidths[column], isNumeric[column] ? textWidths[column] : Self.minimumWidth)
            }
            let total = { (cap: Int) in zip(widths, floors).reduce(0) { $0 + min($1.0, max($1.1, cap)) } }
            // The largest common width at which they fit.
            var low = 0
            var high = widths.max() ?? 0
            while low < high {
                let middle = (low + high + 1) / 2
                if total(middle) <= room { low = middle } else { high = middle - 1 }
            }
            var spare = room - total(low)
            widths = zip(widths, floors).map { natural, floor in
                var width = min(natural, max(floor, low))
                if width < natural, spare > 0 {
                    width += 1
                    spare -= 1
                }
                return width
            }
        }
        var placed: [PlacedColumn] = []
        var x = 0
        var isCut = false
        for (column, columnWidth) in zip(candidates, widths) {
            let left = width - x
            if columnWidth > left {
                isCut = true
                if left >= 3 { placed.append(PlacedColumn(column: column, x: x, width: left)) }
                break
            }
            placed.append(PlacedColumn(column: column, x: x, width: columnWidth))
            x += columnWidth + Self.gap
        }
        let isNarrowed = placed.contains { $0.width < naturalWidths[$0.column] }
        return (placed, (isCut || isNarrowed) && first < columns.count - 1)
    }
}
