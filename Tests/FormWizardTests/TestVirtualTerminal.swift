import FormWizard
import Testing

@testable import FormWizardTesting

@MainActor
struct TestVirtualTerminal {
    @Test func snapshotShowsSizeCursorRowsAndStyledRuns() {
        let term = VirtualTerminal(columns: 8, rows: 2)
        var buffer = CellBuffer(size: term.size)
        buffer.write("ok 日", at: Point(x: 1, y: 0), style: .plain)
        buffer.write("No", at: Point(x: 3, y: 1), style: Style(foreground: .red, attributes: [.bold, .reverse]))
        term.apply(FrameUpdate(from: nil, to: buffer, cursor: Point(x: 4, y: 1)))
        #expect(
            term.snapshot == """
                ── 8x2 cursor 4,1 ──
                 ok 日
                   No
                ── styles ──
                row 1 col 3 "No" bold,reverse,fg=red

                """)
    }

    @Test func typeSendsOneBatchWithEnterAndTab() {
        let term = VirtualTerminal()
        var batches: [[InputEvent]] = []
        term.inputHandler = { batches.append($0) }
        term.type("日\t\n")
        term.paste("a\nb")
        term.resize(columns: 30, rows: 5)
        #expect(
            batches == [
                [.key(.character("日")), .key(.tab), .key(.enter)],
                [.paste("a\nb")],
                [.resize(Size(columns: 30, rows: 5))],
            ])
        #expect(term.size == Size(columns: 30, rows: 5))
    }

    @Test func snapshotDiffMarksChangedLines() {
        let diff = SnapshotDiff.lines(expected: "a\nb\nc", actual: "a\nB\nc\nd")
        #expect(diff == "  a\n- b\n+ B\n  c\n+ d")
    }
}
