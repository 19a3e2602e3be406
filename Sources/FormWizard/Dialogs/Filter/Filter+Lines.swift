extension Filter: LinePresentable {
    /// The most matches listed at once in line mode: the best ones; a longer search finds
    /// the others.
    static var lineMatchLimit: Int { 15 }

    /// The filter as lines: the title, then `Search: ` (an empty line lists everything), then
    /// the best matches numbered (at most `lineMatchLimit`), and `Choose a number, or type a
    /// new search [1]: `. With a limit other than 1, the numbers of the matches to choose;
    /// none searches again.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> [Choice] {
        prompter.sayIfAny(title)
        var query = try await prompter.ask("Search (empty for all)")
        while true {
            let wanted = FuzzyQuery(query)
            let searched =
                wanted.isEmpty ? FilterResult(everyLineOf: index) : await Self.search(index, for: wanted, from: nil)
            guard let found = searched else { throw CancellationError() }
            guard found.count > 0 else {
                prompter.say("Nothing matches \"\(query)\".")
                query = try await prompter.ask("Search (empty for all)")
                continue
            }
            let listed = (0..<min(found.count, Self.lineMatchLimit)).map { found.line(atRow: $0) }
            let what = query.isEmpty ? "\(found.count) in all" : "\(found.count) match \"\(query)\""
            let which = query.isEmpty ? "first" : "best"
            prompter.say(listed.count < found.count ? "\(what); the \(which) \(listed.count):" : "\(what):")
            let options = listed.map { TextLayout.displayable(texts[$0]) }
            if choosesMany {
                let chosen = try await prompter.chooseMany("Choose", options: options, maximum: limit)
                if !chosen.isEmpty { return chosen.map { listed[$0] }.sorted().map { items[$0] } }
                query = try await prompter.ask("Search (empty for all)")
                continue
            }
            switch try await prompter.chooseOrType(
                "Choose a number, or type a new search", options: options, typing: "a new search", default: 0)
            {
            case .chosen(let index): return [items[listed[index]]]
            case .typed(let text): query = text
            }
        }
    }
}
