import FormWizard
import FormWizardTesting
import Testing

struct TestScrollingText {
    /// Three lines: one row, three rows (at 10 columns), one row.
    private let text = ScrollingText(lines: ["short", "a b c d e f g h i j k l m n o", "end"])
    private let viewport = Size(columns: 10, rows: 2)

    @Test func linesWrapOnlyWhenAsked() {
        #expect(text.rows(ofLine: 1, in: viewport) == ["a b c d e", "f g h i j", "k l m n o"])
        var plain = text
        plain.wraps = false
        #expect(plain.rows(ofLine: 1, in: viewport) == ["a b c d e f g h i j k l m n o"])
        #expect(text.rows(ofLine: 9, in: viewport) == [])
    }

    @Test func movesWalkRowsAcrossWrappedLines() {
        #expect(text.scrolled(.down(1), in: viewport) == TextScroll(line: 1, row: 0))
        #expect(text.scrolled(.down(2), in: viewport) == TextScroll(line: 1, row: 1))
        #expect(text.scrolled(.down(99), in: viewport) == TextScroll(line: 1, row: 2))  // the last page
        #expect(text.bottom(in: viewport) == TextScroll(line: 1, row: 2))
        var moved = text
        moved.scroll = TextScroll(line: 1, row: 2)
        #expect(moved.scrolled(.up(3), in: viewport) == TextScroll(line: 0, row: 0))
        #expect(moved.scrolled(.top, in: viewport) == .top)
        #expect(moved.visibleLines(in: viewport) == 1..<3)
        #expect(moved.hasMoreAbove(in: viewport) && !moved.hasMoreBelow(in: viewport))
    }

    @Test func aWiderAreaKeepsTheLineAndClampsTheRow() {
        var moved = text
        moved.scroll = TextScroll(line: 1, row: 2)
        #expect(moved.clamped(moved.scroll, in: Size(columns: 40, rows: 1)) == TextScroll(line: 1, row: 0))
        #expect(moved.clamped(TextScroll(line: 7, row: 5), in: Size(columns: 40, rows: 1)) == TextScroll(line: 2))
    }

    @Test func sidewaysStopsAtTheWidestLineInView() {
        var plain = text
        plain.wraps = false
        let right = plain.scrolled(.right(100), in: viewport)
        #expect(right.column == 29 - 10)
        plain.scroll = right
        #expect(plain.scrolled(.left(5), in: viewport).column == 14)
        #expect(text.scrolled(.right(5), in: viewport).column == 0)  // wrapped lines do not scroll sideways
    }

    @Test func anEmptyTextStaysAtTheTop() {
        let empty = ScrollingText(lines: [])
        for move in [TextScroll.Move.down(3), .bottom, .up(1), .right(4)] {
            #expect(empty.scrolled(move, in: viewport) == .top)
        }
        #expect(empty.visibleLines(in: viewport).isEmpty)
        #expect(!empty.hasMoreBelow(in: .zero))
    }

    @Test func lineNumbersTakeAGutterOnlyWhenThereIsRoom() {
        var numbered = text
        numbered.showsLineNumbers = true
        #expect(numbered.gutterWidth(in: 10) == 2)
        #expect(numbered.gutterWidth(in: 2) == 0)
        #expect(numbered.rows(ofLine: 1, in: viewport) == ["a b c d", "e f g h", "i j k l", "m n o"])
    }

    @MainActor @Test func drawsNumbersTabsAndHighlights() {
        var frame = Frame(size: Size(columns: 12, rows: 4), theme: .monochrome)
        var shown = ScrollingText(lines: ["寿司 and 寿司", "b\tc", "x"], highlight: TextSearch("寿司"))
        shown.showsLineNumbers = true
        let area = Rect(x: 0, y: 0, columns: 12, rows: 3)
        frame.render(shown, in: area)
        let row = (0..<12).map { frame.buffer[$0, 0].style.attributes.contains(.reverse) }
        #expect(row == [false, false, true, true, true, true, false, false, false, false, false, false])
        // Row 1 is the first line's second row (no number), row 2 the second line: "b", a tab to
        // column 8 of the text.
        #expect(frame.buffer[0, 1].character == " " && frame.buffer[2, 1].character == "寿")
        #expect(frame.buffer[0, 2].character == "2" && frame.buffer[2, 2].character == "b")
        #expect(frame.buffer[10, 2].character == "c")
    }
}
