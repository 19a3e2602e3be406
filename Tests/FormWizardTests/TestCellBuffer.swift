import FormWizard
import Testing

struct TestCellBuffer {
    @Test func wideCharactersTakeTwoCells() {
        var buffer = CellBuffer(size: Size(columns: 6, rows: 1))
        let end = buffer.write("a日b", at: .zero, style: .plain)
        #expect(end == 4)
        #expect(buffer.lines == ["a日b  "])
        #expect(buffer[2, 0].isContinuation)
    }

    @Test func settingOneCellKeepsWideCharactersWhole() {
        var buffer = CellBuffer(size: Size(columns: 5, rows: 1))
        buffer.fill(buffer.bounds, with: ".", style: .plain)
        buffer.set(Cell("日", style: .plain), at: Point(x: 1, y: 0))
        #expect(buffer.lines == [".日.."])
        #expect(buffer[2, 0].isContinuation)
        buffer.set(Cell("x", style: .plain), at: Point(x: 2, y: 0))
        #expect(buffer.lines == [". x.."])
        buffer.set(Cell("界", style: .plain), at: Point(x: 4, y: 0))
        buffer.set(Cell("y", style: .plain), at: Point(x: 9, y: 0))
        #expect(buffer.lines == [". x. "])
    }

    @Test func writingClipsToTheArea() {
        var buffer = CellBuffer(size: Size(columns: 8, rows: 2))
        buffer.write("abcdefgh", at: Point(x: -2, y: 0), style: .plain, clip: Rect(x: 1, y: 0, columns: 4, rows: 1))
        buffer.write("never", at: Point(x: 0, y: 1), style: .plain, clip: Rect(x: 0, y: 0, columns: 8, rows: 1))
        #expect(buffer.lines == [" defg   ", "        "])
    }

    @Test func aWideCharacterCutByTheClipEdgeBecomesASpace() {
        var buffer = CellBuffer(size: Size(columns: 5, rows: 1))
        buffer.fill(buffer.bounds, with: ".", style: .plain)
        buffer.write("ab日", at: .zero, style: .plain, clip: Rect(x: 0, y: 0, columns: 3, rows: 1))
        #expect(buffer.lines == ["ab .."])
        buffer.write("日x", at: Point(x: -1, y: 0), style: .plain)
        #expect(buffer.lines == [" x .."])
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var buffer = CellBuffer(size: Size(columns: 6, rows: 1))
        buffer.write("日本語", at: .zero, style: .plain)
        buffer.write("x", at: Point(x: 1, y: 0), style: .plain)
        buffer.write("y", at: Point(x: 2, y: 0), style: .plain)
        #expect(buffer.lines == [" xy 語"])
        #expect(!buffer[1, 0].isContinuation)
        buffer.write("終", at: Point(x: 3, y: 0), style: .plain)
        #expect(buffer.lines == [" xy終 "])
    }

    @Test func controlCharactersAreDrawnAsReplacementAndZeroWidthOnesSkipped() {
        var buffer = CellBuffer(size: Size(columns: 6, rows: 1))
        buffer.write("a\u{1b}[2J\u{200B}b", at: .zero, style: .plain)
        #expect(buffer.lines == ["a�[2Jb"])
    }

    @Test func boxWithTitleCutToFit() {
        var buffer = CellBuffer(size: Size(columns: 12, rows: 3))
        buffer.drawBox(buffer.bounds, style: .plain, title: "A long title")
        #expect(buffer.lines == ["┌ A long… ─┐", "│          │", "└──────────┘"])
    }

    @Test func anUpdateFromTheSameSizeHoldsOnlyChangedCells() {
        var before = CellBuffer(size: Size(columns: 4, rows: 2))
        before.write("ab", at: .zero, style: .plain)
        var after = before
        after.write("日", at: Point(x: 1, y: 1), style: Style(attributes: .bold))
        let update = FrameUpdate(from: before, to: after, cursor: Point(x: 3, y: 1))
        #expect(!update.isFull)
        #expect(update.changes.map(\.position) == [Point(x: 1, y: 1), Point(x: 2, y: 1)])
        var shown = before
        shown.apply(update)
        #expect(shown == after)
    }

    @Test func anUpdateForANewSizeIsFullAndHoldsTheCellsThatAreNotBlank() {
        var next = CellBuffer(size: Size(columns: 3, rows: 2))
        next.write("a", at: Point(x: 1, y: 1), style: .plain)
        let update = FrameUpdate(from: CellBuffer(size: Size(columns: 2, rows: 2)), to: next, cursor: nil)
        #expect(update.isFull)
        #expect(update.changes.map(\.position) == [Point(x: 1, y: 1)])
        var shown = CellBuffer(size: Size(columns: 3, rows: 2))
        shown.write("xyz", at: .zero, style: .plain)
        shown.apply(update)
        #expect(shown == next)
    }
}
