import FormWizard

/// A terminal in memory for tests: send keys in, read the text grid out.
///
/// It implements the same `Terminal` protocol as the ncurses terminal and receives the same
/// frame updates (only the cells that changed, after the rows a scrolled list moved), so what
/// it shows is what a real terminal would show:
/// ```swift
/// let term = VirtualTerminal(columns: 40, rows: 10)
/// let screen = Screen(terminal: term)
/// let answer = Task { try await screen.alert("Delete?", actions: [...]) }
/// await screen.idle()
/// term.send(.right, .enter)
/// ```
@MainActor
public final class VirtualTerminal: Terminal, RowMovingTerminal {
    public private(set) var size: Size
    public var inputHandler: (@MainActor ([InputEvent]) -> Void)?

    /// What the terminal shows.
    public private(set) var buffer: CellBuffer
    /// Where the cursor is, or `nil` when hidden.
    public private(set) var cursor: Point?
    /// How many updates the screen has sent.
    public private(set) var updateCount = 0
    /// How many cells the last update changed.
    public private(set) var lastChangeCount = 0
    /// The rows the last update moved, if it moved any.
    package private(set) var lastRowMove: RowMove?
    /// Whether the screen has the mouse reported (`Screen.isMouseEnabled`); the mouse methods
    /// send events whatever it says, as a test may check that the screen drops them.
    public var reportsMouse = false
    /// Moves rows by shifting them in memory, as the ncurses terminal does on a terminal that
    /// can scroll a region: every move the screen finds is sent.
    package var movesRowsCheaply: Bool { true }

    /// A terminal of the given size, blank.
    public init(columns: Int = 80, rows: Int = 24) {
        size = Size(columns: columns, rows: rows)
        buffer = CellBuffer(size: size)
    }

    public func apply(_ update: FrameUpdate) {
        buffer.apply(update)
        cursor = update.cursor
        updateCount += 1
        lastChangeCount = update.changes.count
        lastRowMove = update.rowMove
    }

    // MARK: - Input

    /// Sends keys as one batch, as if they arrived in one read.
    public func send(_ keys: Key...) {
        send(keys.map(InputEvent.key))
    }

    /// Sends events as one batch.
    public func send(_ events: [InputEvent]) {
        inputHandler?(events)
    }

    /// Types `text` one character at a time, in one batch; `\n` is Enter and `\t` is Tab.
    public func type(_ text: String) {
        send(
            text.map { character -> InputEvent in
                switch character {
                case "\n", "\r\n": .key(.enter)
                case "\t": .key(.tab)
                default: .key(.character(character))
                }
            })
    }

    /// Pastes `text` in one piece, as a terminal with bracketed paste reports it.
    public func paste(_ text: String) {
        send([.paste(text)])
    }

    /// Which way the wheel turns (`scroll(_:column:row:)`).
    public enum ScrollDirection: Hashable, Sendable {
        /// Away from the user: the view moves up.
        case up
        /// Towards the user: the view moves down.
        case down
    }

    /// Clicks at a cell: a press and a release of `button`, in one batch, as a terminal
    /// reporting the mouse sends them.
    ///
    /// - Parameters:
    ///   - column: the cell's column, from 0 at the left.
    ///   - row: the cell's row, from 0 at the top.
    ///   - button: the button clicked, the left one by default.
    public func click(column: Int, row: Int, button: MouseEvent.Button = .left) {
        let position = Point(x: column, y: row)
        send([
            .mouse(MouseEvent(.press, button: button, at: position)),
            .mouse(MouseEvent(.release, button: button, at: position)),
        ])
    }

    /// Drags with the left button held: a press at the first point, a drag to each point after
    /// it, and a release at the last, in one batch.
    ///
    /// - Parameter points: the cells the mouse passes, as (column, row); the first is pressed.
    public func drag(_ points: [(column: Int, row: Int)]) {
        let cells = points.map { Point(x: $0.column, y: $0.row) }
        guard let first = cells.first, let last = cells.last else { return }
        send(
            [.mouse(MouseEvent(.press, at: first))] + cells.dropFirst().map { .mouse(MouseEvent(.drag, at: $0)) }
                + [.mouse(MouseEvent(.release, at: last))])
    }

    /// Turns the wheel `count` notches with the mouse at a cell, in one batch.
    ///
    /// - Parameters:
    ///   - direction: which way.
    ///   - column: the cell's column, from 0 at the left.
    ///   - row: the cell's row, from 0 at the top.
    ///   - count: how many notches; each is one event.
    public func scroll(_ direction: ScrollDirection, column: Int, row: Int, count: Int = 1) {
        let action: MouseEvent.Action = direction == .up ? .scrollUp : .scrollDown
        let event = InputEvent.mouse(MouseEvent(action, button: .none, at: Point(x: column, y: row)))
        send(Array(repeating: event, count: count))
    }

    /// Resizes the terminal and reports it, as SIGWINCH would.
    public func resize(columns: Int, rows: Int) {
        size = Size(columns: columns, rows: rows)
        send([.resize(size)])
    }

    // MARK: - Output

    /// The text grid, one string per row, wide characters once each, trailing spaces kept.
    public var lines: [String] { buffer.lines }

    /// The screen as text: a header with the size and cursor, the rows without trailing
    /// spaces, then the styled runs of each row (`row 3 col 10 "< OK >" bold,reverse`).
    public var snapshot: String {
        var text = "── \(size) cursor \(cursor.map { "\($0.x),\($0.y)" } ?? "hidden") ──\n"
        for line in lines {
            text += line.trimmingTrailingSpaces() + "\n"
        }
        let runs = styledRuns
        if !runs.isEmpty {
            text += "── styles ──\n"
            text += runs.joined(separator: "\n") + "\n"
        }
        return text
    }

    /// Every run of cells in a row that share a style other than plain.
    public var styledRuns: [String] {
        var runs: [String] = []
        for y in 0..<size.rows {
            var x = 0
            while x < size.columns {
                let style = buffer[x, y].style
                var text = ""
                let start = x
                while x < size.columns, buffer[x, y].style == style {
                    if !buffer[x, y].isContinuation { text.append(buffer[x, y].character) }
                    x += 1
                }
                if style != .plain {
                    runs.append("row \(y) col \(start) \"\(text)\" \(style)")
                }
            }
        }
        return runs
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var result = self
        while result.last == " " { result.removeLast() }
        return result
    }
}
