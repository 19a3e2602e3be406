import Testing

@testable import FormWizard

/// A scrolled list reaches the terminal as rows moved plus the cells that still differ
/// (`RowMove`); these check which moves are found, what applying one does, and that a terminal
/// taking moves ends up showing each frame as composed afresh.
struct TestRowMove {
    /// The move `RowMove.find` makes of rows shown as `old` and composed as `new`.
    private func move(from old: [String], to new: [String]) -> RowMove? {
        let changed = old.indices.filter { old[$0] != new[$0] }
        return RowMove.find(changed: changed, rows: old.count) { y, source in new[y] == old[source] }
    }

    @Test func aListScrolledDownMovesItsRowsUp() {
        let old = ["title", "a", "b", "c", "d", "e", "hint"]
        let new = ["title", "b", "c", "d", "e", "f", "hint"]
        // Rows 1–4 show rows 2–5; row 5 (vacated) is drawn afresh.
        #expect(move(from: old, to: new) == RowMove(top: 1, bottom: 6, shift: 1))
    }

    @Test func aListScrolledUpMovesItsRowsDown() {
        let old = ["title", "c", "d", "e", "f", "g", "hint"]
        let new = ["title", "a", "b", "c", "d", "e", "hint"]
        #expect(move(from: old, to: new) == RowMove(top: 1, bottom: 6, shift: -2))
    }

    @Test func theHighlightedRowEndsTheRun() {
        // The selection stays on the bottom row: the row it left is drawn again, not moved.
        let old = ["a", "b", "c", "d", "E", "x"]
        let new = ["b", "c", "d", "e", "F", "x"]
        #expect(move(from: old, to: new) == RowMove(top: 0, bottom: 4, shift: 1))
    }

    @Test func fewRowsOrNoMatchMoveNothing() {
        #expect(move(from: ["a", "b", "c", "x"], to: ["b", "c", "z", "x"]) == nil)
        #expect(move(from: ["a", "b", "c", "d", "x"], to: ["p", "q", "r", "s", "x"]) == nil)
        // A page jump leaves nothing shown.
        #expect(move(from: ["a", "b", "c", "d", "e", "x"], to: ["f", "g", "h", "i", "j", "x"]) == nil)
        #expect(move(from: ["a", "b", "c", "d", "x"], to: ["a", "b", "c", "d", "x"]) == nil)
    }

    @Test func theLongestRunWins() {
        let old = ["a", "b", "c", "d", "-", "p", "q", "r", "s", "t", "u", "x"]
        let new = ["b", "c", "d", "D", "-", "r", "s", "t", "u", "U", "V", "x"]
        #expect(move(from: old, to: new) == RowMove(top: 5, bottom: 11, shift: 2))
    }

    /// A buffer showing `lines`, one per row.
    private func buffer(_ lines: [String], columns: Int = 4) -> CellBuffer {
        var buffer = CellBuffer(
            size: Size(columns: columns, rows: lines.count), fill: Cell(glyph: .space, style: .init(attributes: .bold)))
        for (y, line) in lines.enumerated() {
            buffer.write(line, at: Point(x: 0, y: y), style: .plain)
        }
        return buffer
    }

    @Test func applyingAMoveShiftsRowsAndBlanksTheVacated() {
        var up = buffer(["t", "a", "b", "c", "d", "z"])
        up.apply(RowMove(top: 1, bottom: 5, shift: 2))
        #expect(up.lines == ["t   ", "c   ", "d   ", "    ", "    ", "z   "])
        #expect(up[0, 3] == .blank && up[3, 4] == .blank)
        #expect(up[1, 1] == Cell(glyph: .space, style: .init(attributes: .bold)))

        var down = buffer(["t", "a", "b", "c", "d", "z"])
        down.apply(RowMove(top: 1, bottom: 5, shift: -1))
        #expect(down.lines == ["t   ", "    ", "a   ", "b   ", "c   ", "z   "])
        #expect(down[2, 1] == .blank)
    }

    @Test func aMoveBetweenColumnsShiftsOnlyThoseAndBlanksTheVacatedRowsWhole() {
        var up = buffer(["t---", "-a--", "-b--", "-c--", "-d--", "z---"])
        up.apply(RowMove(top: 1, bottom: 5, shift: 1, columns: 1..<3))
        #expect(up.lines == ["t---", "-b--", "-c--", "-d--", "    ", "z---"])
        #expect(up[0, 4] == .blank && up[3, 4] == .blank)
    }

    /// A list narrower than the screen, on the default theme and on one whose screen is
    /// coloured: each move found names the list's columns, and a terminal taking the moves
    /// (shifting only those columns) shows each frame as composed afresh.
    @Test(arguments: [Theme.default, Theme.classic])
    func aNarrowListMovesItsOwnColumns(theme: Theme) {
        let size = Size(columns: 40, rows: 12)
        let box = 9..<31
        var compositor = Self.compositor(cheaply: true)
        var terminal = CellBuffer(size: size)
        var moves = 0
        for selected in Array(0..<30) + Array((0..<30).reversed()) {
            let top = max(0, selected - 8)
            var fresh = Frame(size: size, theme: theme)
            drawList(top: top, selected: selected, rows: 9, into: &fresh, columns: box)
            var frame = compositor.makeFrame(size: size, theme: theme)
            drawList(top: top, selected: selected, rows: 9, into: &frame, columns: box)
            let update = compositor.update(showing: &frame, cursor: nil)
            if let move = update?.rowMove {
                moves += 1
                // The box, and the column either side that writing may mark (a wide character's
                // other half); not the whole width.
                #expect(move.columns == (box.lowerBound - 1)..<(box.upperBound + 1), "selected \(selected)")
            }
            if let update { terminal.apply(update) }
            #expect(terminal == fresh.buffer, "selected \(selected)")
        }
        #expect(moves >= 20)
    }

    /// Text with runs of equal lines (a repeated line, blank lines) scrolled a line at a time:
    /// a row the move vacates may show the same as before in place, and must still be sent
    /// after the move blanks it.
    @Test(arguments: [false, true]) func repeatedLinesScrollAsComposedAfresh(cheaply: Bool) {
        let size = Size(columns: 20, rows: 10)
        let text = (0..<60).map { line in line % 7 < 3 ? "again" : (line % 7 == 5 ? "" : "line \(line)") }
        var compositor = Self.compositor(cheaply: cheaply)
        var terminal = CellBuffer(size: size)
        var moves = 0
        for top in Array(0..<40) + Array((0..<40).reversed()) {
            var fresh = Frame(size: size, theme: .default)
            var frame = compositor.makeFrame(size: size, theme: .default)
            for row in 0..<8 {
                fresh.buffer.write(text[top + row], at: Point(x: 1, y: row + 1), style: .plain)
                frame.buffer.write(text[top + row], at: Point(x: 1, y: row + 1), style: .plain)
            }
            let update = compositor.update(showing: &frame, cursor: nil)
            if update?.rowMove != nil { moves += 1 }
            if let update { terminal.apply(update) }
            #expect(terminal == fresh.buffer, "top \(top)")
        }
        #expect(moves > 0 || !cheaply)
    }

    /// A compositor that looks for moves, sending each one found when `cheaply` (as the ncurses
    /// terminal with `csr` takes them), else only those that pay.
    private static func compositor(cheaply: Bool) -> Compositor {
        var compositor = Compositor()
        compositor.movesRows = true
        compositor.movesRowsCheaply = cheaply
        return compositor
    }

    /// A list in a box, rows `top...` of it in view, the one at `selected` highlighted; each
    /// row's text is `text(item)`.
    private func drawList(
        top: Int, selected: Int, rows: Int, into frame: inout Frame, columns: Range<Int>? = nil,
        text: (Int) -> String = Self.distinct
    ) {
        let box = columns ?? 0..<frame.bounds.columns
        let area = Rect(x: box.lowerBound + 1, y: 1, columns: box.count - 2, rows: rows)
        frame.buffer.drawBox(area.inset(horizontal: -1, vertical: -1), style: frame.theme.dialog, title: "List")
        for row in 0..<rows {
            let item = top + row
            let style = item == selected ? frame.theme.focused : frame.theme.dialog
            if item == selected { frame.buffer.fill(area.row(row), style: style) }
            frame.buffer.write(text(item), at: Point(x: area.x, y: area.y + row), style: style, clip: area)
        }
    }

    /// Rows unlike their neighbours in nearly every cell (product names), some with wide
    /// characters.
    private static func distinct(_ item: Int) -> String {
        let letter = Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(item % 26)))
        return (item % 7 == 3 ? "日本" : "") + String(repeating: letter, count: 18 + item % 3)
    }

    /// Both ways a terminal takes moves: each move that pays, or every move found (a terminal
    /// that scrolls rows without comparing them, as the ncurses terminal does with `csr`).
    @Test(arguments: [false, true]) func aTerminalTakingMovesShowsEachFrameComposedAfresh(cheaply: Bool) {
        let size = Size(columns: 24, rows: 12)
        let rows = 9
        var compositor = Self.compositor(cheaply: cheaply)
        var terminal = CellBuffer(size: size)
        var random = SeededRandom(state: 7)
        var top = 0
        var selected = 0
        var moves = 0
        for step in 0..<300 {
            // Down, Up, a page, a jump, or a wheel turn of three rows.
            switch random.next(6) {
            case 0, 1: selected += 1
            case 2: selected -= 1
            case 3: selected += rows
            case 4: selected = random.next(200)
            default: top += random.next(2) == 0 ? 3 : -3
            }
            selected = max(0, min(199, selected))
            top = max(0, min(200 - rows, top))
            if selected < top { top = selected }
            if selected >= top + rows { top = selected - rows + 1 }
            var fresh = Frame(size: size, theme: .default)
            drawList(top: top, selected: selected, rows: rows, into: &fresh)
            var frame = compositor.makeFrame(size: size, theme: .default)
            drawList(top: top, selected: selected, rows: rows, into: &frame)
            let update = compositor.update(showing: &frame, cursor: nil)
            if let update { terminal.apply(update) }
            if update?.rowMove != nil { moves += 1 }
            #expect(terminal == fresh.buffer, "step \(step)")
        }
        // 日本 are single scalars, not clusters: moves are looked for in every frame.
        #expect(moves > 50)
    }

    @Test func rowsThatDifferInADigitAreSentAsCells() {
        let size = Size(columns: 24, rows: 12)
        var compositor = Self.compositor(cheaply: false)
        var terminal = CellBuffer(size: size)
        for top in 0..<5 {
            var fresh = Frame(size: size, theme: .default)
            drawList(top: top, selected: top, rows: 9, into: &fresh) { "Item \($0)" }
            var frame = compositor.makeFrame(size: size, theme: .default)
            drawList(top: top, selected: top, rows: 9, into: &frame) { "Item \($0)" }
            let update = compositor.update(showing: &frame, cursor: nil)
            #expect(update?.rowMove == nil)
            if let update { terminal.apply(update) }
            #expect(terminal == fresh.buffer)
        }
    }

    @Test func rowsThatDifferInADigitMoveWhenMovesCostNothing() {
        let size = Size(columns: 24, rows: 12)
        var compositor = Self.compositor(cheaply: true)
        var terminal = CellBuffer(size: size)
        for top in 0..<5 {
            var fresh = Frame(size: size, theme: .default)
            drawList(top: top, selected: top, rows: 9, into: &fresh) { "Item \($0)" }
            var frame = compositor.makeFrame(size: size, theme: .default)
            drawList(top: top, selected: top, rows: 9, into: &frame) { "Item \($0)" }
            let update = compositor.update(showing: &frame, cursor: nil)
            // The first frame is full. Then the highlight stays on the list's first row (1) and
            // the rows under it show what the row below showed: rows 2–9 move up by one.
            #expect(update?.rowMove == (top == 0 ? nil : RowMove(top: 2, bottom: 10, shift: 1)))
            if let update { terminal.apply(update) }
            #expect(terminal == fresh.buffer)
        }
    }

    @Test func aFrameWithClustersMovesNothing() {
        let size = Size(columns: 12, rows: 8)
        var compositor = Self.compositor(cheaply: false)
        var terminal = CellBuffer(size: size)
        for top in 0..<4 {
            var frame = compositor.makeFrame(size: size, theme: .default)
            for row in 0..<6 {
                frame.buffer.write("👨‍👩‍👧 \(top + row)", at: Point(x: 0, y: row), style: .plain)
            }
            let update = compositor.update(showing: &frame, cursor: nil)
            #expect(update?.rowMove == nil)
            if let update { terminal.apply(update) }
            #expect(terminal.lines[0].hasPrefix("👨‍👩‍👧 \(top)"))
        }
    }
}
