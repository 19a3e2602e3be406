/// How `LinePrompter.chooseOrType` was answered.
public enum LineChoice: Hashable, Sendable {
    /// One of the options, by its index.
    case chosen(Int)
    /// Text that names no option (a path, a new search), trimmed.
    case typed(String)
}

extension LinePrompter {
    /// Lists `options` numbered from 1 and asks for one by its number or its whole text, or
    /// for text of another kind (a path, a search), until the answer is an option or text that
    /// `check` accepts.
    ///
    /// - Parameters:
    ///   - prompt: what is asked, written after the list as `prompt [default]: `; it should
    ///     name both ways ("Choose a number, or type a path").
    ///   - options: the choices, in order (none is allowed).
    ///   - typing: what else may be typed, for the line that says what to answer ("a path").
    ///   - defaultIndex: what an empty line chooses; `nil` asks again.
    ///   - listsOptions: whether the options are written first (`false` when they already were).
    ///   - check: why typed text is refused, or `nil` to accept it; said, then asked again.
    /// - Throws: `CancellationError` on Esc and as `readLine(echo:)` does.
    public func chooseOrType(
        _ prompt: String, options: [String], typing: String, default defaultIndex: Int? = nil,
        listsOptions: Bool = true, check: (String) async -> String? = { _ in nil }
    ) async throws(CancellationError) -> LineChoice {
        if listsOptions { list(options) }
        let shown = defaultIndex.map { " [\($0 + 1)]" } ?? ""
        while true {
            terminal.write(promptLine(prompt + shown))
            guard let line = try await readLine() else { throw CancellationError() }
            let answer = String(line.trimmingWhitespace())
            if answer.isEmpty {
                if let defaultIndex { return .chosen(defaultIndex) }
                say(options.isEmpty ? "Type \(typing)." : "Type a number from 1 to \(options.count), or \(typing).")
                continue
            }
            if let number = Int(answer), options.indices.contains(number - 1) { return .chosen(number - 1) }
            if let index = options.firstIndex(of: answer) { return .chosen(index) }
            guard let problem = await check(answer) else { return .typed(answer) }
            say(problem)
        }
    }

    /// Asks for lines of text until a line that is just `.` or the end of input (Ctrl-D), as
    /// `mail` does, saying so first; Esc or an interrupt cancels.
    ///
    /// - Parameters:
    ///   - prompt: what is asked, written before the instructions (`Notes: type the text…`).
    ///   - defaultText: the text as it is, written first when not empty; ending at once (`.`
    ///     or the end of input before any line) keeps it.
    /// - Returns: the lines typed, joined by `"\n"`, or `defaultText` when none was.
    /// - Throws: `CancellationError` on Esc, an interrupt, and as `readLine(echo:)` does.
    public func askLines(_ prompt: String, default defaultText: String = "") async throws(CancellationError) -> String {
        if !defaultText.isEmpty {
            say("\(prompt) now:")
            for line in defaultText.split(separator: "\n", omittingEmptySubsequences: false) { say(String(line)) }
        }
        let keeps = defaultText.isEmpty ? "" : "; ending at once keeps it as it is"
        say("\(prompt): type the text, then a line that is just \".\" (or Ctrl-D) to end it\(keeps).")
        var lines: [String] = []
        while true {
            switch try await read() {
            case .line(let text) where text == ".": return lines.isEmpty ? defaultText : lines.joined(separator: "\n")
            case .line(let text)
            where lines.isEmpty && offersBack && String(text.trimmingWhitespace()).lowercased() == backWord.lowercased():
                // As `readLine`: the back word, where offered, is taken as a command.
                throw exiting(.back)
            case .line(let text): lines.append(text)
            case .end: return lines.isEmpty ? defaultText : lines.joined(separator: "\n")
            case .escape: throw exiting(.escaped)
            case .interrupt: throw CancellationError()
            }
        }
    }
}
