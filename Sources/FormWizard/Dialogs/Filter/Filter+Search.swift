extension Filter {
    /// The most answers kept in `recent`.
    static var recentLimit: Int { 8 }

    /// After an edit: shows the answer to the new query at once when it is known or small to
    /// find; otherwise `tasks` finds it off the main actor.
    mutating func queryChanged() {
        let query = FuzzyQuery(self.query.text)
        guard query != wanted else { return }
        wanted = query
        if let known = known(query) {
            show(known)
            return
        }
        let base = candidates(for: query)
        if base?.count ?? index.count <= synchronousLimit, let found = index.search(query, from: base) {
            show(found)
        }
    }

    /// Enter: the answer to what was typed, found now if a task is still looking for it.
    mutating func catchUp() {
        guard result.query != wanted else { return }
        if let found = known(wanted) ?? index.search(wanted, from: candidates(for: wanted)) { show(found) }
    }

    /// The answer to `query` among the last ones.
    private func known(_ query: FuzzyQuery) -> FilterResult? {
        if query.isEmpty { return FilterResult(everyLineOf: index) }
        if result.query == query { return result }
        return recent.last { $0.query == query }
    }

    /// The earlier answer with the fewest lines that holds every match of `query` (of a query
    /// it narrows), or `nil` for all lines.
    func candidates(for query: FuzzyQuery) -> FilterResult? {
        var best: FilterResult?
        for earlier in recent + [result] where earlier.matches != nil && earlier.query.isNarrowed(by: query) {
            if earlier.count < best?.count ?? .max { best = earlier }
        }
        return best
    }

    /// Lists `found`, from its first row.
    mutating func show(_ found: FilterResult) {
        result = found
        if !found.query.isEmpty {
            recent.removeAll { $0.query == found.query }
            recent.append(found)
            if recent.count > Self.recentLimit { recent.removeFirst() }
        }
        let (rows, count) = (visibleRows, rowCount)
        cursor.reset(selecting: 0, rows: rows, count: count)
    }

    /// The search for the query typed, when it reads too many lines to run in `handle`:
    /// keyed by the query, so typing cancels the search of the one before.
    public var tasks: [DialogTask<Self>] {
        let query = wanted
        guard result.query != query else { return [] }
        let index = self.index
        let base = candidates(for: query)
        return [
            DialogTask(id: query) { _ -> DialogTask<Self>.Update? in
                guard let found = await Self.search(index, for: query, from: base) else { return nil }
                return { filter in
                    if filter.wanted == found.query { filter.show(found) }
                }
            }
        ]
    }

    /// Searches off the main actor, giving up when the task is cancelled.
    @concurrent
    static func search(
        _ index: FilterIndex, for query: FuzzyQuery, from base: FilterResult?
    ) async
        -> FilterResult?
    {
        index.search(query, from: base) { Task.isCancelled }
    }
}
