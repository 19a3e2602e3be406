extension CellBuffer {
    /// Writes `text` on one row from `point`, clipped to `clip` and the buffer.
    ///
    /// Control characters are drawn as `�`, zero-width clusters are skipped. The point's
    /// coordinates are clamped to ±`Int32.max` (all of it off any buffer).
    /// - Returns: the column after the text, as if nothing had been clipped.
    @discardableResult
    public mutating func write<S: StringProtocol>(_ text: S, at point: Point, style: Style, clip: Rect? = nil) -> Int {
        writeText(text, at: point.clampedAtEntry, style: style, clip: clip)
    }

    /// Writes `text` as `write(_:at:style:clip:)` does for any `StringProtocol`.
    ///
    /// A `String` is what callers write nearly always; this overload is compiled for it, so a
    /// caller in another module (a dialog of an app) does not run the generic version, which
    /// looks the string's type up at run time for every cluster.
    @discardableResult
    public mutating func write(_ text: String, at point: Point, style: Style, clip: Rect? = nil) -> Int {
        let point = point.clampedAtEntry
        if let end = writePrintableASCII(text, at: point, style: style, clip: clip) { return end }
        return writeText(text, at: point, style: style, clip: clip)
    }

    /// Writes `text` as `writeText` does when all its bytes are printable ASCII (most titles
    /// and labels): each byte is a cell, so there is nothing to scan for clusters or measure.
    /// - Returns: the column after the text, or `nil`, having written nothing, for any other text.
    private mutating func writePrintableASCII(_ text: String, at point: Point, style: Style, clip: Rect?) -> Int? {
        let result: Int?? = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            guard let text = bytes.baseAddress else { return nil }
            let count = bytes.count
            guard Self.isPrintableASCII(text, count: count) else { return nil }
            let end = point.x + count
            // The clip and the buffer, intersected.
            let clip = clip ?? bounds
            let minX = max(clip.x, 0)
            let maxX = min(clip.maxX, size.columns)
            guard point.y >= max(clip.y, 0), point.y < min(clip.maxY, size.rows), minX < maxX else { return end }
            let start = max(point.x, minX)
            let stop = min(end, maxX)
            if start < stop {
                let rowStart = point.y * size.columns
                let columns = size.columns
                let styleBits = PackedCell.styleBits(style)
                storage.withUnsafeMutableBufferPointer { cells in
                    if cells[rowStart + start].isContinuation, start > 0 {
                        cells[rowStart + start - 1] = cells[rowStart + start - 1].blanked
                    }
                    if stop < columns, cells[rowStart + stop].isContinuation {
                        cells[rowStart + stop] = cells[rowStart + stop].blanked
                    }
                    // In bounds: `start..<stop` is inside the row and `start - point.x` inside the text.
                    let row = cells.baseAddress! + rowStart + start
                    let source = text + (start - point.x)
                    for offset in 0..<(stop - start) {
                        row[offset] = PackedCell(scalar: UInt32(source[offset]), styleBits: styleBits)
                    }
                }
            }
            damage.mark(row: point.y, low: start - 1, high: min(maxX, end) + 1)
            return end
        }
        return result ?? nil
    }

    /// Whether the `count` bytes at `text` are all printable ASCII (0x20...0x7E), read eight at
    /// a time: a word has a byte below 0x20 when subtracting 0x20 from each borrows into a high
    /// bit that was clear, and one above 0x7E when adding 1 to each carries into a high bit.
    @inline(__always)
    static func isPrintableASCII(_ text: UnsafePointer<UInt8>, count: Int) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let high: UInt64 = 0x8080_8080_8080_8080
        var offset = 0
        var outside: UInt64 = 0
        while offset + 8 <= count {
            let word = UnsafeRawPointer(text + offset).loadUnaligned(as: UInt64.self)
            outside |= ((word &- 0x20 &* ones) & ~word) | (word &+ ones) | word
            offset += 8
        }
        guard outside & high == 0 else { return false }
        while offset < count {
            guard text[offset] &- 0x20 < 0x5F else { return false }  // 0x20...0x7E, as one comparison
            offset += 1
        }
        return true
    }

    private mutating func writeText<S: StringProtocol>(_ text: S, at point: Point, style: Style, clip: Rect?) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        guard point.y >= area.y, point.y < area.maxY else { return point.x + DisplayWidth.of(text) }
        let y = point.y
        let rowStart = y * size.columns
        let styleBits = PackedCell.styleBits(style)
        var x = point.x
        // Runs of ASCII straight from the bytes into packed cells; other clusters one by one.
        ClusterScan.forEachRun(
            in: text,
            ascii: { run in
                let start = max(x, area.x)
                let end = min(x + run.count, area.maxX)
                if start < end {
                    putASCII(run, from: start - x, at: rowStart, columns: start..<end, styleBits: styleBits)
                }
                x += run.count
            },
            scalar: { scalar in
                x = put(scalar, x: x, y: y, style: style, area: area)
            },
            other: { character in
                x = put(character, x: x, y: y, style: style, area: area)
            })
        damage.mark(row: y, low: max(area.x, point.x) - 1, high: min(area.maxX, x) + 1)
        return x
    }

    /// Writes `scalar` `count` times on one row from `point`, clipped to `clip` and the
    /// buffer, as `write` would; for scalars one column wide that need no replacement (frame
    /// lines), without walking a string.
    mutating func putNarrow(_ scalar: Unicode.Scalar, count: Int, at point: Point, style: Style, clip: Rect) {
        let area = clip.intersection(bounds)
        guard point.y >= area.y, point.y < area.maxY else { return }
        let start = max(point.x, area.x)
        let end = min(point.x + count, area.maxX)
        guard start < end else { return }
        fillRow(point.y, from: start, to: end, with: PackedCell(glyph: scalar.value, style: style))
    }

    /// Writes `scalar` in column `x` of `rows`, clipped to `clip` and the buffer, as
    /// `putNarrow` would on each row (a frame's sides), in one pass.
    mutating func putNarrowColumn(_ scalar: Unicode.Scalar, x: Int, rows: Range<Int>, style: Style, clip: Rect) {
        let area = clip.intersection(bounds)
        guard x >= area.x, x < area.maxX else { return }
        let rows = max(rows.lowerBound, area.y)..<max(max(rows.lowerBound, area.y), min(rows.upperBound, area.maxY))
        guard !rows.isEmpty else { return }
        let cell = PackedCell(glyph: scalar.value, style: style)
        let columns = size.columns
        storage.withUnsafeMutableBufferPointer { cells in
            for y in rows {
                let index = y * columns + x
                if cells[index].isContinuation, x > 0 { cells[index - 1] = cells[index - 1].blanked }
                if x + 1 < columns, cells[index + 1].isContinuation { cells[index + 1] = cells[index + 1].blanked }
                cells[index] = cell
            }
        }
        damage.mark(rows: rows, low: x - 1, high: x + 2)
    }

    /// Fills `rect` (clipped to the buffer) with `character` in `style`.
    public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        let cell = PackedCell(glyph: glyphWord(Glyph(character)), style: style)
        if area == bounds {
            storage.withUnsafeMutableBufferPointer { $0.update(repeating: cell) }
            for y in 0..<size.rows { damage.mark(row: y, low: 0, high: size.columns) }
            return
        }
        let columns = size.columns
        storage.withUnsafeMutableBufferPointer { cells in
            for y in area.y..<area.maxY {
                Self.fillRow(y * columns, from: area.x, to: area.maxX, of: columns, with: cell, in: cells)
            }
        }
        damage.mark(rows: area.y..<area.maxY, low: area.x - 1, high: area.maxX + 1)
    }

    /// Changes the style of every cell in `rect`, keeping the text.
    public mutating func restyle(_ rect: Rect, _ transform: (Style) -> Style) {
        let area = rect.intersection(bounds)
        guard !area.isEmpty else { return }
        for y in area.y..<area.maxY {
            for x in area.x..<area.maxX {
                storage[y * size.columns + x].style = transform(storage[y * size.columns + x].style)
            }
            damage.mark(row: y, low: area.x, high: area.maxX)
        }
    }

    /// Sets columns `start..<end` of row `y` to `cell`, a narrow one: as putting it in each
    /// column in turn would, which blanks only the halves of wide characters cut at the ends.
    private mutating func fillRow(_ y: Int, from start: Int, to end: Int, with cell: PackedCell) {
        let columns = size.columns
        storage.withUnsafeMutableBufferPointer { cells in
            Self.fillRow(y * columns, from: start, to: end, of: columns, with: cell, in: cells)
        }
        damage.mark(row: y, low: start - 1, high: end + 1)
    }

    /// `fillRow(_:from:to:with:)` on the row starting at `rowStart` of `cells`, rows of
    /// `columns`, without marking damage.
    @inline(__always)
    private static func fillRow(
        _ rowStart: Int, from start: Int, to end: Int, of columns: Int, with cell: PackedCell,
        in cells: UnsafeMutableBufferPointer<PackedCell>
    ) {
        if cells[rowStart + start].isContinuation, start > 0 {
            cells[rowStart + start - 1] = cells[rowStart + start - 1].blanked
        }
        if end < columns, cells[rowStart + end].isContinuation {
            cells[rowStart + end] = cells[rowStart + end].blanked
        }
        UnsafeMutableBufferPointer(rebasing: cells[(rowStart + start)..<(rowStart + end)]).update(repeating: cell)
    }

    /// Puts one cluster that is not a lone ASCII byte, as `write` does.
    /// - Returns: the column after it.
    private mutating func put(_ character: Character, x: Int, y: Int, style: Style, area: Rect) -> Int {
        put(width: DisplayWidth.of(character), x: x, y: y, style: style, area: area) {
            DisplayWidth.needsReplacement(character) ? .replacement : Glyph(character)
        }
    }

    /// Puts a cluster of the one scalar `scalar`, as `put(Character(scalar), …)` would.
    /// - Returns: the column after it.
    private mutating func put(_ scalar: Unicode.Scalar, x: Int, y: Int, style: Style, area: Rect) -> Int {
        put(width: DisplayWidth.width(ofScalar: scalar), x: x, y: y, style: style, area: area) {
            DisplayWidth.needsReplacement(scalar: scalar) ? .replacement : Glyph(scalar: scalar.value)
        }
    }

    /// Puts a cluster `width` columns wide at `x` clipped to `area`: nothing when it is zero
    /// wide or outside, spaces where it is cut by the area's edge, else its glyph.
    /// - Returns: the column after it.
    @inline(__always)
    private mutating func put(
        width: Int, x: Int, y: Int, style: Style, area: Rect, glyph: () -> Glyph
    ) -> Int {
        if width == 0 { return x }
        if x + width <= area.x || x >= area.maxX { return x + width }
        if x < area.x || x + width > area.maxX {
            for column in max(x, area.x)..<min(x + width, area.maxX) {
                put(.space, width: 1, x: column, y: y, style: style)
            }
            return x + width
        }
        put(glyph(), width: width, x: x, y: y, style: style)
        return x + width
    }

    private mutating func put(_ glyph: Glyph, width: Int, x: Int, y: Int, style: Style) {
        let index = y * size.columns + x
        let cell = PackedCell(glyph: glyphWord(glyph), style: style)
        detach(index, x: x)
        if width == 2 {
            detach(index + 1, x: x + 1)
            storage[index + 1] = .continuation(styleBits: cell.styleBits)
        }
        storage[index] = cell
    }

    /// Puts the ASCII bytes of `run` from `first` on into `columns` of the row that starts at
    /// `rowStart`, controls as U+FFFD: as putting each in turn would, which blanks only the
    /// halves of wide characters cut at the ends.
    private mutating func putASCII(
        _ run: UnsafeBufferPointer<UInt8>, from first: Int, at rowStart: Int, columns: Range<Int>, styleBits: UInt64
    ) {
        let width = size.columns
        storage.withUnsafeMutableBufferPointer { cells in
            let start = rowStart + columns.lowerBound
            let end = rowStart + columns.upperBound
            if cells[start].isContinuation, columns.lowerBound > 0 { cells[start - 1] = cells[start - 1].blanked }
            if columns.upperBound < width, cells[end].isContinuation { cells[end] = cells[end].blanked }
            var byteIndex = first
            for index in start..<end {
                let byte = run[byteIndex]
                let isControl = byte < 0x20 || byte == 0x7F
                cells[index] = PackedCell(scalar: isControl ? 0xFFFD : UInt32(byte), styleBits: styleBits)
                byteIndex += 1
            }
        }
    }

    /// Blanks the other half of a wide character that the cell at `index` is part of.
    @inline(__always)
    private mutating func detach(_ index: Int, x: Int) {
        if storage[index].isContinuation, x > 0 {
            storage[index - 1] = storage[index - 1].blanked
        }
        if x + 1 < size.columns, storage[index + 1].isContinuation {
            storage[index + 1] = storage[index + 1].blanked
        }
    }
}

extension CellBuffer {
    /// Sets one cell to `cell`'s character and style, keeping wide characters whole as `write`
    /// does: a wide character also takes the cell to its right (and is drawn as a space at the
    /// right edge), and overwriting half of a wide character blanks its other half. A point
    /// outside the buffer, or a continuation cell, changes nothing.
    public mutating func set(_ cell: Cell, at point: Point) {
        guard bounds.contains(point), !cell.isContinuation else { return }
        write(String(cell.character), at: point, style: cell.style)
    }
}
