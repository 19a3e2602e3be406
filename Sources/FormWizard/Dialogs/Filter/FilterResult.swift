/// The lines a query matches, best first: what a filter lists.
struct FilterResult: Sendable {
    /// The query this answers.
    let query: FuzzyQuery
    /// The matching lines in their order, for narrowing; `nil` for every line.
    let matches: [Int32]?
    /// Per match, the character where its earliest match ends: a query typed on from this one
    /// goes on from there.
    let ends: [Int32]?
    /// Per match, its line's entry: a query typed on reads these in order, not the index's
    /// entries scattered over a million.
    let entries: [FilterIndex.Entry]?
    /// The matching lines best first, equal scores in their order; `nil` for every line in
    /// order.
    let ranked: [Int32]?
    /// The number of matching lines.
    let count: Int

    /// Every line of `index`, in order: what the empty query lists.
    init(everyLineOf index: FilterIndex) {
        query = FuzzyQuery("")
        matches = nil
        ends = nil
        entries = nil
        ranked = nil
        count = index.count
    }

    init(query: FuzzyQuery, matches: [Int32], ends: [Int32], entries: [FilterIndex.Entry], ranked: [Int32]) {
        self.query = query
        self.matches = matches
        self.ends = ends
        self.entries = entries
        self.ranked = ranked
        count = matches.count
    }

    /// The line listed at `row`, from 0 to `count - 1`.
    func line(atRow row: Int) -> Int {
        ranked.map { Int($0[row]) } ?? row
    }
}
