import FormWizardTesting
import Testing

@testable import FormWizard

/// `CellBuffer.copy(_:from:)` copies cells as memory; it must leave what setting each cell of
/// the rectangle one by one leaves, wide characters and clusters cut by either edge included.
struct TestCellBufferCopy {
    /// A buffer of random text: ASCII, wide characters, clusters of several scalars, styles.
    private func randomBuffer(_ size: Size, _ random: inout SeededGenerator) -> CellBuffer {
        let pieces = ["ab", "東京", "👍🏽", "é", "x", "  ", "🍣z"]
        let styles = [Style(), Style(foreground: .red), Style(background: .blue, attributes: .bold)]
        var buffer = CellBuffer(size: size)
        for _ in 0..<(size.columns * size.rows / 2) {
            let point = Point(
                x: Int.random(in: 0..<size.columns, using: &random), y: Int.random(in: 0..<size.rows, using: &random))
            buffer.write(
                pieces.randomElement(using: &random)!, at: point, style: styles.randomElement(using: &random)!)
        }
        return buffer
    }

    /// Whether every wide character in `buffer` is followed by its continuation, and every
    /// continuation follows a wide character.
    private func isWhole(_ buffer: CellBuffer) -> Bool {
        for y in 0..<buffer.size.rows {
            for x in 0..<buffer.size.columns {
                let cell = buffer[x, y]
                let isWide = !cell.isContinuation && DisplayWidth.of(cell.character) == 2
                let nextIsContinuation = x + 1 < buffer.size.columns && buffer[x + 1, y].isContinuation
                if isWide != nextIsContinuation { return false }
                if cell.isContinuation, x == 0 || DisplayWidth.of(buffer[x - 1, y].character) != 2 { return false }
            }
        }
        return true
    }

    /// `cell` or the same cell blanked (a space in its style): what an edge may leave of it.
    private func isKept(_ cell: Cell, as copied: Cell) -> Bool {
        copied == cell || (copied.character == " " && !copied.isContinuation && copied.style == cell.style)
    }

    @Test func theRectangleBecomesTheSourcesAndWideCharactersStayWhole() {
        var random = SeededGenerator(seed: 20_261_207)
        for _ in 0..<500 {
            let size = Size(
                columns: Int.random(in: 1...12, using: &random), rows: Int.random(in: 1...4, using: &random))
            let source = randomBuffer(size, &random)
            let start = randomBuffer(size, &random)
            let rect = Rect(
                x: Int.random(in: -1...size.columns, using: &random), y: Int.random(in: -1...size.rows, using: &random),
                columns: Int.random(in: 0...(size.columns + 1), using: &random),
                rows: Int.random(in: 0...(size.rows + 1), using: &random))
            var copied = start
            copied.copy(rect, from: source)
            let context = "\(source.lines) onto \(start.lines) in \(rect)"
            #expect(isWhole(copied), "\(context): \(copied.lines)")
            for y in 0..<size.rows {
                for x in 0..<size.columns {
                    let inside = rect.contains(Point(x: x, y: y))
                    let cell = copied[x, y]
                    let expected = inside ? source[x, y] : start[x, y]
                    // Only a cell at an edge of the rectangle, inside or out, may be blanked.
                    let atEdge =
                        rect.rows > 0 && (rect.y..<rect.maxY).contains(y)
                        && [rect.x - 1, rect.x, rect.maxX - 1, rect.maxX].contains(x)
                    #expect(atEdge ? isKept(expected, as: cell) : cell == expected, "\(context) at \(x),\(y)")
                }
            }
        }
    }
}
