extension LinePrompter {
    /// Asks for one of many options by searching, for a list too long to number whole (the
    /// 249 countries of a picker, the lines of a filter): `prompt (type to search) [current]: `.
    ///
    /// The answer is searched with `matching`: a single match is chosen, several are listed
    /// numbered (the best `limit`, then how many more) and the next answer may be one of their
    /// numbers or a new search, no match is said. The option chosen is said (`Chosen: United
    /// Kingdom`). Options are written with control characters in caret notation.
    ///
    /// An empty line keeps `default`. Without one it chooses nothing when `allowsNone`;
    /// otherwise it lists every option (`matching` is asked for the empty text) or, once a
    /// list is shown, chooses its first (`[1]`).
    ///
    /// - Parameters:
    ///   - prompt: what is asked.
    ///   - options: the options' texts, in order.
    ///   - defaultIndex: what an empty line keeps.
    ///   - limit: the most matches listed (none when negative).
    ///   - allowsNone: whether an empty line without a default chooses nothing.
    ///   - matching: how many options a search text finds and the best of them (indices, best
    ///     first, at least `limit` when there are as many); only the one it names exactly, when
    ///     it does, so that it can be chosen. `nil` when the search was cancelled.
    /// - Returns: the chosen option's index; `nil` for an empty line when nothing is chosen.
    /// - Throws: `CancellationError` on Esc, when `matching` is cancelled, and as
    ///   `readLine(echo:)` does.
    public func search(
        _ prompt: String, options: [String], default defaultIndex: Int? = nil, limit: Int = 10,
        allowsNone: Bool = true, matching: (String) async -> (count: Int, best: [Int])?
    ) async throws(CancellationError) -> Int? {
        let current = defaultIndex.flatMap { options.indices.contains($0) ? $0 : nil }
        var listed: [Int] = []
        while true {
            let how = listed.isEmpty ? "type to search" : "a number, or search again"
            let shown =
                current.map { " [\(TextLayout.displayable(options[$0]))]" }
                ?? (allowsNone || listed.isEmpty ? "" : " [1]")
            write(promptLine("\(prompt) (\(how))\(shown)"))
            guard let line = try await readLine() else { throw CancellationError() }
            let answer = String(line.trimmingWhitespace())
            if answer.isEmpty, current != nil || allowsNone { return current }
            var chosen: Int?
            if answer.isEmpty, let first = listed.first {
                chosen = first
            } else if let number = Int(answer), !listed.isEmpty {
                chosen = number >= 1 && number <= listed.count ? listed[number - 1] : nil
                if chosen == nil { say("Type a number from 1 to \(listed.count), or words to search for.") }
            } else {
                guard let found = await matching(answer) else { throw CancellationError() }
                // Only indices of options are taken from `matching`, at most `limit` of them.
                let best = found.best.filter { options.indices.contains($0) }
                if found.count == 1, let only = best.first {
                    chosen = only
                } else {
                    listed = Array(best.prefix(max(0, limit)))
                    if found.count == 0 {
                        say(answer.isEmpty ? "There is nothing to choose." : "No match for “\(answer)”.")
                    }
                    list(listed.map { TextLayout.displayable(options[$0]) })
                    if found.count > listed.count {
                        say("  … and \(found.count - listed.count) more: type more words to narrow.")
                    }
                }
            }
            if let chosen {
                say("Chosen: \(TextLayout.displayable(options[chosen]))")
                return chosen
            }
        }
    }
}
