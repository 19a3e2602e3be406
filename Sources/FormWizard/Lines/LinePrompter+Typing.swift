/// How `LinePrompter.chooseOrType` was answered.
public enum LineChoice: Hashable, Sendable {
    /// One of the options, by its index.
    case chosen(Int)
    /// Text that names no option (a path), trimmed.
    case typed(String)
}

extension LinePrompter {
    /// Lists `options` numbered from 1 and asks for one by its number or its whole text, or
    /// for text of another kind (a path: a file picker), until the answer is an option or text that
    /// `check` accepts.
    ///
    /// - Parameters:
    ///   - prompt: what is asked, written after the list as `prompt [default]: `; it should
    ///     name both ways ("Choose a number, or type a path"). A search among many options
    ///     is `search(_:options:default:limit:allowsNone:matching:)`.
    ///   - options: the choices, in order (none is allowed).
    ///   - typing: what else may be typed, for the line that says what to answer ("a path").
    ///   - defaultIndex: what an empty line chooses; `nil` (or an index that is no option's) asks again.
    ///   - listsOptions: whether the options are written first (`false` when they already were).
    ///   - check: why typed text is refused, or `nil` to accept it; said, then asked again.
    /// - Throws: `CancellationError` on Esc and as `readLine(echo:)` does.
    public func chooseOrType(
        _ prompt: String, options: [String], typing: String, default defaultIndex: Int? = nil,
        listsOptions: Bool = true, check: (String) async -> String? = { _ in nil }
    ) async throws(CancellationError) -> LineChoice {
        if listsOptions { list(options) }
        // A default that is no option's index counts as none.
        let defaultIndex = defaultIndex.flatMap { options.indices.contains($0) ? $0 : nil }
        let shown = defaultIndex.map { " [\($0 + 1)]" } ?? ""
        while true {
            write(promptLine(prompt + shown))
            guard let line = try await readLine() else { throw CancellationError() }
            let answer = String(line.trimmingWhitespace())
            if answer.isEmpty {
                if let defaultIndex { return .chosen(defaultIndex) }
                say(options.isEmpty ? "Type \(typing)." : "Type a number from 1 to \(options.count), or \(typing).")
                continue
            }
            if let number = Int(answer), number >= 1, number <= options.count { return .chosen(number - 1) }
            if let index = options.firstIndex(of: answer) { return .chosen(index) }
            guard let problem = await check(answer) else { return .typed(answer) }
            say(problem)
        }
    }
}
