/// A grid of cells that dialogs and widgets draw into; the screen sends what changed between
/// two buffers to the terminal.
///
/// Writing keeps wide characters whole: overwriting either half of one blanks the other half,
/// and a wide character that does not fit at the clip edge is drawn as a space.
///
/// Cells are stored packed, eight bytes of plain data each (`PackedCell`); the few clusters of
/// more than one scalar live in the buffer's own `ClusterStore`, so a buffer costs memory for
/// what it shows and nothing outlives it.
public struct CellBuffer: Hashable, Sendable {
    /// Its columns and rows.
    public private(set) var size: Size
    /// The cells, row by row.
    var storage: [PackedCell]
    /// The clusters of more than one scalar that cells show, by number.
    private(set) var clusters = ClusterStore()
    /// Where the buffer may differ from its background (see `Compositor`).
    var damage: Damage

    /// The most columns or rows a buffer has: 65,535, the most a terminal can report
    /// (`TIOCGWINSZ`); a larger size is clamped to it.
    static let maxSide = Int(UInt16.max)

    /// A buffer of `size` filled with `fill` (each axis clamped to 0...65,535, so that the
    /// number of cells cannot overflow).
    public init(size: Size, fill: Cell = .blank) {
        self.size = Size(
            columns: size.columns.clamped(to: 0...Self.maxSide), rows: size.rows.clamped(to: 0...Self.maxSide))
        damage = Damage(rows: self.size.rows, columns: self.size.columns, all: true)
        storage = []
        let packed = pack(fill)
        storage = Array(repeating: packed, count: self.size.columns * self.size.rows)
    }

    /// The whole buffer as a rectangle at the origin.
    public var bounds: Rect { Rect(size: size) }

    /// Every cell, row by row (made on each call: the buffer stores them packed).
    public var cells: [Cell] { storage.indices.map { cell(at: $0) } }

    /// The cell at column `x`, row `y`.
    public subscript(x: Int, y: Int) -> Cell {
        precondition(bounds.contains(Point(x: x, y: y)), "cell \(x),\(y) outside \(size)")
        return cell(at: y * size.columns + x)
    }

    func cell(at index: Int) -> Cell {
        let packed = storage[index]
        let glyph = packed.isCluster ? Glyph(cluster: clusters[packed.clusterNumber]) : Glyph(scalar: packed.glyph)
        return Cell(glyph: glyph, style: packed.style, isContinuation: packed.isContinuation)
    }

    /// The rows as plain text; a wide character appears once, its continuation cell adds nothing.
    public var lines: [String] {
        (0..<size.rows).map { y in
            var line = ""
            for packed in storage[(y * size.columns)..<((y + 1) * size.columns)] where !packed.isContinuation {
                if packed.isCluster {
                    line.append(contentsOf: clusters[packed.clusterNumber])
                } else {
                    line.unicodeScalars.append(Unicode.Scalar(packed.glyph) ?? " ")
                }
            }
            return line
        }
    }

    /// Sets one cell as is; `apply(_:)` uses it to copy cells that are already consistent.
    mutating func setCell(_ cell: Cell, at point: Point) {
        storage[point.y * size.columns + point.x] = pack(cell)
        damage.mark(row: point.y, low: point.x, high: point.x + 1)
    }

    /// `cell` as this buffer stores it; its cluster, if it has one, joins the store.
    mutating func pack(_ cell: Cell) -> PackedCell {
        PackedCell(glyph: glyphWord(cell.glyph), style: cell.style, isContinuation: cell.isContinuation)
    }

    /// What a packed cell holds for `glyph`: its scalar, or its cluster's number.
    mutating func glyphWord(_ glyph: Glyph) -> UInt32 {
        guard let cluster = glyph.cluster else { return glyph.scalar }
        if clusters.isFull { compactClusters() }
        return PackedCell.clusterFlag | clusters.number(for: cluster)
    }

    /// Renumbers the clusters that cells still show and forgets the others.
    private mutating func compactClusters() {
        let old = clusters
        var kept = ClusterStore()
        storage.withUnsafeMutableBufferPointer { cells in
            for index in cells.indices where cells[index].isCluster {
                let number = kept.number(for: old[cells[index].clusterNumber])
                cells[index].bits = cells[index].bits & ~0xFFFF_FFFF | UInt64(PackedCell.clusterFlag | number)
            }
        }
        kept.didCompact()
        clusters = kept
    }

    /// How many clusters of more than one scalar the buffer keeps (what it shows, and at most
    /// about as many again not yet dropped).
    var keptClusterCount: Int { clusters.count }

    /// Whether cell `index` shows what cell `otherIndex` of `other` shows: the same bits, or
    /// the same style and flags and clusters of the same bytes (each buffer numbers its own).
    func shows(_ index: Int, as other: CellBuffer, _ otherIndex: Int) -> Bool {
        let mine = storage[index]
        let theirs = other.storage[otherIndex]
        if mine.bits == theirs.bits, !mine.isCluster { return true }
        guard mine.isCluster, theirs.isCluster, mine.bits >> 32 == theirs.bits >> 32 else { return false }
        return clusters[mine.clusterNumber].utf8.elementsEqual(other.clusters[theirs.clusterNumber].utf8)
    }

    public static func == (lhs: CellBuffer, rhs: CellBuffer) -> Bool {
        lhs.size == rhs.size && lhs.storage.indices.allSatisfy { lhs.shows($0, as: rhs, $0) }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(size)
        for index in storage.indices {
            hasher.combine(cell(at: index))
        }
    }
}
