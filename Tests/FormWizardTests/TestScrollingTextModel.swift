import FormWizard
import FormWizardTesting
import Testing

/// `ScrollingText`'s moves and questions, which look only at the lines near the view, checked
/// against a model that wraps the whole text into one list of rows.
struct TestScrollingTextModel {
    /// The whole text as rows, each named by the view that starts there.
    private func allRows(of text: ScrollingText, in viewport: Size) -> [TextScroll] {
        text.lines.indices.flatMap { line in
            text.rows(ofLine: line, in: viewport).indices.map { TextScroll(line: line, row: $0) }
        }
    }

    /// A text of `count` lines, each empty, short, long enough to wrap, tabbed, or not ASCII.
    private func text(_ count: Int, _ random: inout SeededGenerator) -> ScrollingText {
        let kinds = ["", "short", "a b c d e f g h i j k l m n o p q r", "\tx\ty", "Café crème brûlée à la carte"]
        return ScrollingText(lines: (0..<count).map { _ in kinds.randomElement(using: &random)! })
    }

    @Test func movesAndQuestionsMatchAModelOfAllTheRows() {
        var random = SeededGenerator(seed: 20_261_207)
        for _ in 0..<400 {
            var text = text(Int.random(in: 0...30, using: &random), &random)
            let viewport = Size(
                columns: Int.random(in: 3...24, using: &random), rows: Int.random(in: 1...8, using: &random))
            let rows = allRows(of: text, in: viewport)
            let bottom = max(0, rows.count - viewport.rows)
            let start = rows.isEmpty ? 0 : Int.random(in: 0..<rows.count, using: &random)
            text.scroll = rows.isEmpty ? .top : rows[start]
            let at = min(start, bottom)
            let seen = rows.isEmpty ? TextScroll.top : rows[at]
            #expect(text.clamped(text.scroll, in: viewport) == seen, "\(text.lines) \(viewport) from \(start)")
            #expect(text.bottom(in: viewport) == (rows.isEmpty ? .top : rows[bottom]))
            #expect(text.hasMoreBelow(in: viewport) == (at < bottom))
            #expect(text.hasMoreAbove(in: viewport) == (at > 0))
            let step = Int.random(in: 0...12, using: &random)
            if !rows.isEmpty {
                #expect(text.scrolled(.down(step), in: viewport) == rows[min(at + step, bottom)])
                #expect(text.scrolled(.up(step), in: viewport) == rows[max(at - step, 0)])
                let lastShown = min(at + viewport.rows, rows.count) - 1
                #expect(text.visibleLines(in: viewport) == seen.line..<(rows[lastShown].line + 1))
            }
        }
    }
}
