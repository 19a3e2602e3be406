/// The columns of each row of a buffer that may differ from its background: per row, one span
/// from the first column written to to the last, since the damage was last reset.
///
/// A buffer made with `CellBuffer(size:fill:)` counts as damaged everywhere, so comparing it
/// by its damage compares it all; the screen's compositor resets it to what it drew.
struct Damage: Sendable {
    struct Span: Sendable, BitwiseCopyable {
        var low: Int32
        var high: Int32

        static let empty = Span(low: .max, high: 0)

        var isEmpty: Bool { low >= high }
        var range: Range<Int> { isEmpty ? 0..<0 : Int(low)..<Int(high) }

        /// The span of `range`; `empty` when it is.
        init(_ range: Range<Int>) {
            self = range.isEmpty ? .empty : Span(low: Int32(range.lowerBound), high: Int32(range.upperBound))
        }

        init(low: Int32, high: Int32) {
            self.low = low
            self.high = high
        }
    }

    private(set) var spans: [Span]
    private let columns: Int32

    /// No damage (`all: false`) or every cell damaged.
    init(rows: Int, columns: Int, all: Bool) {
        self.columns = Int32(clamping: columns)
        spans = Array(repeating: all ? Span(low: 0, high: Int32(clamping: columns)) : .empty, count: rows)
    }

    /// Marks columns `low..<high` of `row`, clamped to the row.
    @inline(__always)
    mutating func mark(row: Int, low: Int, high: Int) {
        let low = Int32(clamping: max(0, low))
        let high = min(Int32(clamping: high), columns)
        guard low < high, row >= 0, row < spans.count else { return }
        spans.withUnsafeMutableBufferPointer { spans in
            if low < spans[row].low { spans[row].low = low }
            if high > spans[row].high { spans[row].high = high }
        }
    }

    /// Marks columns `low..<high` of each of `rows`, clamped, in one pass.
    mutating func mark(rows: Range<Int>, low: Int, high: Int) {
        let low = Int32(clamping: max(0, low))
        let high = min(Int32(clamping: high), columns)
        let rows = max(0, rows.lowerBound)..<max(max(0, rows.lowerBound), min(rows.upperBound, spans.count))
        guard low < high, !rows.isEmpty else { return }
        spans.withUnsafeMutableBufferPointer { spans in
            for row in rows {
                if low < spans[row].low { spans[row].low = low }
                if high > spans[row].high { spans[row].high = high }
            }
        }
    }

    /// Sets `row`'s span as is.
    mutating func set(row: Int, _ span: Span) {
        spans[row] = span
    }

    /// Forgets all damage, for `rows` rows of `columns` (keeping the storage when they match).
    mutating func removeAll(rows: Int, columns: Int) {
        guard spans.count == rows, self.columns == Int32(clamping: columns) else {
            self = Damage(rows: rows, columns: columns, all: false)
            return
        }
        spans.withUnsafeMutableBufferPointer { $0.update(repeating: .empty) }
    }

    /// Marks every span of `other` (of the same rows) too.
    mutating func formUnion(_ other: Damage) {
        for (row, span) in other.spans.enumerated() where !span.isEmpty {
            mark(row: row, low: Int(span.low), high: Int(span.high))
        }
    }
}
