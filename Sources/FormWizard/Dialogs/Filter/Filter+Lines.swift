extension Filter: LinePresentable {
    /// The most matches listed at once in line mode: the best ones; a longer search finds
    /// the others.
    static var lineMatchLimit: Int { 15 }

    /// The filter as lines: the title, then `Choose (type to search): ` searched as the list
    /// filters (`LinePrompter.search`; an empty line lists every line), the best matches
    /// numbered (at most `lineMatchLimit`, then how many more), and `Choose (a number, or
    /// search again) [1]: `; a single match is chosen at once. With a limit other than 1,
    /// `Search (empty for all): `, the matches numbered, and the numbers of the ones to
    /// choose; none searches again.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> [Choice] {
        prompter.sayIfAny(title)
        guard choosesMany else {
            let chosen = try await prompter.search(
                "Choose", options: texts, default: answeredItem, limit: Self.lineMatchLimit, allowsNone: false,
                matching: best)
            guard let chosen else { throw CancellationError() }
            var none = query
            none.text = ""
            prompter.draft = StepState(query: none, marked: [], item: chosen)
            return [items[chosen]]
        }
        while true {
            let query = try await prompter.ask("Search (empty for all)")
            guard let found = await best(for: query) else { throw CancellationError() }
            guard found.count > 0 else {
                prompter.say("No match for “\(query)”.")
                continue
            }
            if found.count > found.best.count {
                prompter.say("\(found.count) match; the best \(found.best.count):")
            }
            let options = found.best.map { TextLayout.displayable(texts[$0]) }
            // Asked again in a wizard, what was chosen before is marked.
            let before = Set(found.best.indices.filter { marked.contains(found.best[$0]) })
            let chosen = try await prompter.chooseMany("Choose", options: options, selected: before, maximum: limit)
            if !chosen.isEmpty {
                let answer = chosen.map { found.best[$0] }.sorted()
                var typed = self.query
                typed.text = query
                prompter.draft = StepState(query: typed, marked: Set(answer), item: answer.first)
                return answer.map { items[$0] }
            }
        }
    }

    /// How many lines `query` finds, and the best `lineMatchLimit` of them (the first ones for
    /// an empty query); `nil` when the search was cancelled.
    private func best(for query: String) async -> (count: Int, best: [Int])? {
        let wanted = FuzzyQuery(query)
        let searched =
            wanted.isEmpty ? FilterResult(everyLineOf: index) : await Self.search(index, for: wanted, from: nil)
        guard let found = searched else { return nil }
        return (found.count, (0..<min(found.count, Self.lineMatchLimit)).map { found.line(atRow: $0) })
    }
}
