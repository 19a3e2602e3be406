/// A grid of cells that dialogs and widgets draw into; the screen sends what changed between
/// two buffers to the terminal.
///
/// Writing keeps wide characters whole: overwriting either half of one blanks the other half,
/// and a wide character that does not fit at the clip edge is drawn as a space.
public struct CellBuffer: Hashable, Sendable {
    /// Its columns and rows.
    public private(set) var size: Size
    /// The cells row by row, top to bottom, `size.columns` to a row.
    public private(set) var cells: [Cell]

    /// A buffer of `size` filled with `fill`.
    public init(size: Size, fill: Cell = .blank) {
        self.size = Size(columns: max(0, size.columns), rows: max(0, size.rows))
        self.cells = Array(repeating: fill, count: self.size.columns * self.size.rows)
    }

    /// The whole buffer as a rectangle at the origin.
    public var bounds: Rect { Rect(size: size) }

    /// The cell at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Cell {
        precondition(bounds.contains(Point(x: x, y: y)), "cell \(x),\(y) outside \(size)")
        return cells[y * size.columns + x]
    }

    /// Writes `text` on one row from `point`, clipped to `clip` and the buffer.
    ///
    /// Control characters are drawn as `�`, zero-width clusters are skipped.
    /// - Returns: the column after the text, as if nothing had been clipped.
    @discardableResult
    public mutating func write<S: StringProtocol>(_ text: S, at point: Point, style: Style, clip: Rect? = nil) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        var x = point.x
        guard point.y >= area.y, point.y < area.maxY else { return x + DisplayWidth.of(text) }
        for character in text {
            let width = DisplayWidth.of(character)
            if width == 0 { continue }
            defer { x += width }
            if x + width <= area.x || x >= area.maxX { continue }
            if x < area.x || x + width > area.maxX {
                for column in max(x, area.x)..<min(x + width, area.maxX) {
                    put(.space, width: 1, x: column, y: point.y, style: style)
                }
                continue
            }
            let glyph = DisplayWidth.needsReplacement(character) ? Glyph(raw: 0xFFFD) : Glyph(character)
            put(glyph, width: width, x: x, y: point.y, style: style)
        }
        return x
    }

    /// Writes `character` `count` times on one row from `point`, clipped to `clip` and the
    /// buffer, as `write` would; for characters one column wide that need no replacement (frame
    /// lines), without walking a string.
    mutating func putNarrow(_ character: Character, count: Int, at point: Point, style: Style, clip: Rect) {
        let area = clip.intersection(bounds)
        guard point.y >= area.y, point.y < area.maxY else { return }
        let start = max(point.x, area.x)
        let end = min(point.x + count, area.maxX)
        guard start < end else { return }
        let glyph = Glyph(character)
        for x in start..<end {
            put(glyph, width: 1, x: x, y: point.y, style: style)
        }
    }

    /// Fills `rect` (clipped to the buffer) with `character` in `style`.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let glyph = Glyph(character)
        if area == bounds {
            cells.withUnsafeMutableBufferPointer { $0.update(repeating: Cell(glyph: glyph, style: style)) }
            return
        }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                put(glyph, width: 1, x: x, y: y, style: style)
            }
        }
    }

    /// Changes the style of every cell in `rect`, keeping the text.
    public mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                cells[y * size.columns + x].style = transform(cells[y * size.columns + x].style)
            }
        }
    }

    /// The rows as plain text; a wide character appears once, its continuation cell adds nothing.
    public var lines: [String] {
        (0..<size.rows).map { y in
            var line = ""
            for x in 0..<size.columns where !cells[y * size.columns + x].isContinuation {
                line.append(cells[y * size.columns + x].character)
            }
            return line
        }
    }

    /// Sets one cell as is; `apply(_:)` uses it to copy cells that are already consistent.
    mutating func setCell(_ cell: Cell, at point: Point) {
        cells[point.y * size.columns + point.x] = cell
    }

    private mutating func put(_ glyph: Glyph, width: Int, x: Int, y: Int, style: Style) {
        let index = y * size.columns + x
        detach(index, x: x)
        if width == 2 {
            detach(index + 1, x: x + 1)
            cells[index + 1] = .continuation(style: style)
        }
        cells[index] = Cell(glyph: glyph, style: style)
    }

    /// Blanks the other half of a wide character that the cell at `index` is part of.
    private mutating func detach(_ index: Int, x: Int) {
        if cells[index].isContinuation, x > 0 {
            cells[index - 1] = Cell(glyph: .space, style: cells[index - 1].style)
        }
        if x + 1 < size.columns, cells[index + 1].isContinuation {
            cells[index + 1] = Cell(glyph: .space, style: cells[index + 1].style)
        }
    }
}
