import FormWizard
import Testing

/// Rows get their height by priority when the area is short, and are laid out top to bottom.
struct TestRowLayout {
    /// message (3 lines), gap, bar, gap, button — as a gauge asks for them.
    let gauge = RowLayout([
        .init(3, priority: 3), .init(1, priority: 2), .init(1, priority: 5), .init(1, priority: 1),
        .init(1, priority: 4),
    ])

    @Test(arguments: [
        (7, [3, 1, 1, 1, 1]), (6, [3, 1, 1, 0, 1]), (5, [3, 0, 1, 0, 1]), (3, [1, 0, 1, 0, 1]),
        (2, [0, 0, 1, 0, 1]), (1, [0, 0, 1, 0, 0]), (0, [0, 0, 0, 0, 0]), (-4, [0, 0, 0, 0, 0]),
    ])
    func higherPrioritiesGetTheirHeightFirst(available: Int, heights: [Int]) {
        #expect(gauge.heights(fitting: available) == heights)
    }

    @Test func equalPrioritiesGoTopFirstAndAreasStackFromTheTop() {
        let layout = RowLayout([.init(2), .init(2), .init(-1)])
        #expect(layout.heights(fitting: 3) == [2, 1, 0])
        #expect(
            layout.areas(in: Rect(x: 4, y: 10, columns: 8, rows: 3)) == [
                Rect(x: 4, y: 10, columns: 8, rows: 2), Rect(x: 4, y: 12, columns: 8, rows: 1),
                Rect(x: 4, y: 13, columns: 8, rows: 0),
            ])
    }

    @Test func aPanelIsCentredAroundItsRowsAndShrinksWithTheScreen() {
        let layout = RowLayout([.init(3, priority: 1), .init(1), .init(1, priority: 2)])
        let (panel, rows) = layout.panel(width: 10, in: Rect(x: 0, y: 0, columns: 40, rows: 12))
        #expect(panel == Rect(x: 13, y: 2, columns: 14, rows: 7))  // (12 - 7) / 2 rows above
        #expect(
            rows == [
                Rect(x: 15, y: 3, columns: 10, rows: 3), Rect(x: 15, y: 6, columns: 10, rows: 1),
                Rect(x: 15, y: 7, columns: 10, rows: 1),
            ])
        let (small, smallRows) = layout.panel(width: 10, in: Rect(x: 0, y: 0, columns: 40, rows: 5))
        #expect(small == Rect(x: 13, y: 0, columns: 14, rows: 5))
        #expect(smallRows.map(\.rows) == [2, 0, 1])
    }
}
