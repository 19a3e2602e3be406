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
}
