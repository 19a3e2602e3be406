extension LinePrompter {
    /// Asks for one of many options by searching, for a list too long to number whole (the
    /// 249 countries): `prompt (type to search) [current]: `.
    ///
    /// The answer is searched with `matching`: a single match is chosen, several are listed
    /// numbered (the first `limit`, then how many more) and the next answer may be one of
    /// their numbers, no match is said. The option chosen is said (`Chosen: United Kingdom`).
    ///
    /// - Parameters:
    ///   - prompt: what is asked.
    ///   - options: the options' texts, in order.
    ///   - defaultIndex: what an empty line keeps; without one an empty line chooses nothing.
    ///   - limit: the most matches listed.
    ///   - matching: the options (indices, best first) that a search text finds; only the one
    ///     it names exactly, when it does, so that it can be chosen.
    /// - Returns: the chosen option's index; `nil` for an empty line when nothing was chosen.
    /// - Throws: `CancellationError` on Esc and as `readLine(echo:)` does.
    public func search(
        _ prompt: String, options: [String], default defaultIndex: Int? = nil, limit: Int = 10,
        matching: (String) -> [Int]
    ) async throws(CancellationError) -> Int? {
        let current = defaultIndex.flatMap { options.indices.contains($0) ? $0 : nil }
        var listed: [Int] = []
        while true {
            let how = listed.isEmpty ? "type to search" : "a number, or search again"
            terminal.write(promptLine("\(prompt) (\(how))" + (current.map { " [\(options[$0])]" } ?? "")))
            guard let line = try await readLine() else { throw CancellationError() }
            let answer = String(line.trimmingWhitespace())
            if answer.isEmpty { return current }
            let chosen: Int?
            if let number = Int(answer), !listed.isEmpty {
                chosen = listed.indices.contains(number - 1) ? listed[number - 1] : nil
                if chosen == nil { say("Type a number from 1 to \(listed.count), or words to search for.") }
            } else {
                let found = matching(answer)
                if found.count == 1 {
                    chosen = found[0]
                } else {
                    chosen = nil
                    listed = Array(found.prefix(limit))
                    if found.isEmpty { say("No match for “\(answer)”.") }
                    for (position, index) in listed.enumerated() { say("  \(position + 1)) \(options[index])") }
                    if found.count > limit { say("  … and \(found.count - limit) more: type more words to narrow.") }
                }
            }
            if let chosen {
                say("Chosen: \(options[chosen])")
                return chosen
            }
        }
    }
}
