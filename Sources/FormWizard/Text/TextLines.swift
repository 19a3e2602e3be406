/// The lines a `ScrollingText` or a `Pager` shows: in memory, or read from a `LineStore` as they
/// are shown. Either way it is a collection of lines, which is all the scrolling arithmetic
/// asks of it.
package struct TextLines: RandomAccessCollection, Sendable {
    private enum Storage: Sendable {
        case memory([String])
        case store(any LineStore)
    }

    private var storage: Storage

    /// Lines kept in memory.
    package init(_ lines: [String] = []) {
        storage = .memory(lines)
    }

    /// Lines read from `store` when asked for.
    package init(_ store: any LineStore) {
        storage = .store(store)
    }

    package var startIndex: Int { 0 }

    package var endIndex: Int {
        switch storage {
        case .memory(let lines): lines.count
        case .store(let store): store.count
        }
    }

    package subscript(index: Int) -> String {
        switch storage {
        case .memory(let lines): lines[index]
        case .store(let store): store.line(at: index)
        }
    }

    /// Whether the lines are read from a store rather than kept in memory.
    package var isStored: Bool {
        if case .store = storage { return true }
        return false
    }

    /// The lines in memory, all of them read for a store.
    package var array: [String] {
        switch storage {
        case .memory(let lines): lines
        case .store: Array(self)
        }
    }

    /// Adds lines at the end; lines of a store are read into memory first (a store's lines
    /// are added by replacing it with a longer one).
    package mutating func append(contentsOf more: [String]) {
        var lines = array
        storage = .memory([])  // the array's only reference, so that appending does not copy it
        lines.append(contentsOf: more)
        storage = .memory(lines)
    }

    /// Where line `index` ends in bytes, its line break counted, from the store; `nil` for lines
    /// in memory, whose callers count them as they arrive.
    package func storedByteEnd(ofLine index: Int) -> Int? {
        guard case .store(let store) = storage else { return nil }
        return store.byteEnd(ofLine: index)
    }

    /// The first line in `range` with a match for `search` (the last when not `forward`).
    package func firstLine(matching search: TextSearch, in range: Range<Int>, forward: Bool) -> Int? {
        switch storage {
        case .memory(let lines):
            forward
                ? range.first { search.matches(lines[$0]) } : range.reversed().first { search.matches(lines[$0]) }
        case .store(let store):
            store.firstLine(matching: search, in: range, forward: forward)
        }
    }
}
