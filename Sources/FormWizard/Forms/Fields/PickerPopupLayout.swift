/// Where a picker's pop-up goes: under its input (above it when there is more room there), as
/// wide as the input plus its frame, with up to `maxRows` rows of items.
struct PickerPopupLayout {
    static let maxRows = 10

    var box: Rect
    var list: Rect

    init(anchor: Rect, screen: Rect, count: Int) {
        let rows = min(max(count, 1), Self.maxRows) + 2
        let below = screen.maxY - anchor.maxY
        let above = anchor.y - screen.y
        let height: Int
        let y: Int
        if below >= min(rows, 5) || below >= above {
            height = min(rows, below)
            y = anchor.maxY
        } else {
            height = min(rows, above)
            y = anchor.y - height
        }
        let width = min(screen.columns, anchor.columns + 4)
        let x = max(screen.x, min(anchor.x - 2, screen.maxX - width))
        box = Rect(x: x, y: y, columns: width, rows: height)
        list = box.inset(horizontal: 1, vertical: 1)
    }
}
