/// The rows a text area's text wraps to at one width, kept up to date edit by edit.
///
/// Lines wrap at the last space that fits (the space stays at the end of its row, past the
/// edge if need be); a word wider than the row is broken between grapheme clusters.
///
/// Wrapping starts afresh at every row, so the rows from a row's start on depend only on the
/// text from there. Each row also records the last cluster read to decide where it ends (its
/// lookahead). After an edit, the rows whose lookahead is before the edit stay; wrapping
/// starts again at the first other row and stops as soon as it reaches, past the edit, a row
/// start the old rows had: from there the old rows are the new ones, moved by the edit's
/// length. An edit costs the rows around it (and a shift of the later rows' numbers), not the
/// whole text.
struct TextAreaLayout: Sendable, Equatable {
    /// The columns of a row.
    let width: Int
    /// The rows: ranges of clusters, without the `"\n"` that ends a line.
    private(set) var rows: [Range<Int>] = []
    /// For each row, the last cluster read to decide where it ends (the text's count for the
    /// last row, which ends with the text).
    private var lookaheads: [Int] = []

    /// Lays out all of `text` in rows `width` columns wide (at least 1).
    init(_ text: ClusterText, width: Int) {
        self.width = max(1, width)
        (rows, lookaheads) = Self.wrap(text, width: self.width, from: 0) { _ in false }
    }

    /// Updates the rows after `edit` changed the text to `text`.
    /// - Returns: how many rows were wrapped again.
    @discardableResult
    mutating func update(_ edit: ClusterText.Edit, in text: ClusterText) -> Int {
        let delta = edit.count - edit.range.count
        // The first row whose end depended on the edited text: the rows before it stay.
        var first = 0
        var high = lookaheads.count
        while first < high {
            let middle = (first + high) / 2
            if lookaheads[middle] < edit.range.lowerBound { first = middle + 1 } else { high = middle }
        }
        first = min(first, rows.count - 1)
        let editEnd = edit.range.lowerBound + edit.count
        // Old rows from `next` on start at or after the edit's end (in the old text).
        var next = first + 1
        var resumed: Int?
        let (newRows, newLookaheads) = Self.wrap(text, width: width, from: rows[first].lowerBound) { start in
            guard start >= editEnd else { return false }
            let old = start - delta
            while next < rows.count, rows[next].lowerBound < old { next += 1 }
            guard next < rows.count, rows[next].lowerBound == old else { return false }
            resumed = next
            return true
        }
        let kept = resumed ?? rows.count
        var tail = Array(rows[kept...])
        var tailLookaheads = Array(lookaheads[kept...])
        if delta != 0 {
            for index in tail.indices {
                tail[index] = tail[index].lowerBound + delta..<tail[index].upperBound + delta
                tailLookaheads[index] += delta
            }
        }
        rows.replaceSubrange(first..., with: newRows + tail)
        lookaheads.replaceSubrange(first..., with: newLookaheads + tailLookaheads)
        return newRows.count
    }

    /// Wraps `text` from the row start `start` until `stop` says yes to a row start reached
    /// (the rows from there are not made) or the text ends.
    private static func wrap(
        _ text: ClusterText, width: Int, from start: Int, stop: (Int) -> Bool
    ) -> (rows: [Range<Int>], lookaheads: [Int]) {
        var rows: [Range<Int>] = []
        var lookaheads: [Int] = []
        text.withClusters { clusters in
            var start = start
            var used = 0
            var breakAfterSpace: Int?
            var index = start
            func endRow(_ end: Int, lookahead: Int, next: Int) -> Bool {
                rows.append(start..<end)
                lookaheads.append(lookahead)
                (start, used, breakAfterSpace, index) = (next, 0, nil, next)
                return stop(next)
            }
            while index < clusters.count {
                let cluster = clusters[index]
                if cluster == .newline {
                    if endRow(index, lookahead: index, next: index + 1) { return }
                    continue
                }
                let columns = cluster.columns
                if used + columns > width, index > start {
                    let done: Bool
                    if cluster == .space {
                        done = endRow(index + 1, lookahead: index, next: index + 1)
                    } else if let point = breakAfterSpace, point > start {
                        done = endRow(point, lookahead: index, next: point)
                    } else {
                        done = endRow(index, lookahead: index, next: index)
                    }
                    if done { return }
                    continue
                }
                used += columns
                index += 1
                if cluster == .space { breakAfterSpace = index }
            }
            rows.append(start..<clusters.count)
            lookaheads.append(clusters.count)
        }
        return (rows, lookaheads)
    }
}
