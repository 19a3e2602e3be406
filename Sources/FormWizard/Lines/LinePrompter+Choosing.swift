extension LinePrompter {
    /// Lists `options` numbered from 1 and asks for one, by its number or the start of its text
    /// (ignoring case; it must name one option), until one is chosen.
    ///
    /// - Parameters:
    ///   - prompt: what is asked, written after the list as `prompt [default]: `.
    ///   - options: the choices, in order; at least one.
    ///   - defaultIndex: what an empty line chooses; `nil` (or an index that is no option's) asks again.
    /// - Returns: the index of the chosen option.
    /// - Throws: `CancellationError` on Esc and as `readLine(echo:)` does.
    public func choose(
        _ prompt: String, options: [String], default defaultIndex: Int? = nil
    ) async throws(CancellationError) -> Int {
        guard let index = try await chooseOrEscape(prompt, options: options, default: defaultIndex) else {
            throw CancellationError()
        }
        return index
    }

    /// `choose(_:options:default:)`, with `nil` for Esc: for a dialog that answers Esc with a
    /// value of its own.
    public func chooseOrEscape(
        _ prompt: String, options: [String], default defaultIndex: Int? = nil
    ) async throws(CancellationError) -> Int? {
        list(options)
        // A default that is no option's index counts as none.
        let defaultIndex = defaultIndex.flatMap { options.indices.contains($0) ? $0 : nil }
        let shown = defaultIndex.map { " [\($0 + 1)]" } ?? ""
        while true {
            write(promptLine(prompt + shown))
            guard let line = try await readLine() else { return nil }
            let answer = String(line.trimmingWhitespace())
            if answer.isEmpty, let defaultIndex { return defaultIndex }
            if let index = Self.option(named: answer, in: options) { return index }
            say("Type a number from 1 to \(options.count), or the start of a choice.")
        }
    }

    /// Lists `options` numbered from 1, each marked `[x]` when chosen at first, and asks for
    /// the numbers of the ones to choose (separated by spaces or commas; `none` for none) until
    /// between `minimum` and `maximum` are chosen.
    ///
    /// - Parameters:
    ///   - prompt: what is asked, written after the list.
    ///   - options: the choices, in order.
    ///   - selected: the indices chosen at first: what an empty line answers.
    ///   - minimum: the fewest to choose.
    ///   - maximum: the most to choose; `nil` for no limit.
    /// - Returns: the chosen indices, ascending, each once.
    /// - Throws: `CancellationError` on Esc and as `readLine(echo:)` does.
    public func chooseMany(
        _ prompt: String, options: [String], selected: Set<Int> = [], minimum: Int = 0, maximum: Int? = nil
    ) async throws(CancellationError) -> [Int] {
        list(options.indices.map { (selected.contains($0) ? "[x] " : "[ ] ") + options[$0] })
        return try await chooseNumbers(
            "\(prompt) (numbers, or none)", count: options.count, first: selected.sorted(), inOrder: false,
            minimum: minimum, maximum: maximum)
    }

    /// Lists `options` numbered from 1 and asks for the numbers of the ones to choose in the
    /// order wanted (`3 1 2`; `none` for none), each once, until between `minimum` and
    /// `maximum` are chosen: an order built out of a list.
    ///
    /// - Parameters:
    ///   - prompt: what is asked, written after the list.
    ///   - options: the choices, in their order.
    ///   - chosen: the indices chosen at first, in order: what an empty line answers.
    ///   - minimum: the fewest to choose.
    ///   - maximum: the most to choose; `nil` for no limit.
    /// - Returns: the chosen indices, in the order typed.
    /// - Throws: `CancellationError` on Esc and as `readLine(echo:)` does.
    public func chooseInOrder(
        _ prompt: String, options: [String], chosen: [Int] = [], minimum: Int = 0, maximum: Int? = nil
    ) async throws(CancellationError) -> [Int] {
        list(options)
        return try await chooseNumbers(
            "\(prompt) (numbers in order, or none)", count: options.count, first: chosen, inOrder: true,
            minimum: minimum, maximum: maximum)
    }

    /// Asks for numbers from 1 to `count` until between `minimum` and `maximum` are typed:
    /// ascending and each once, or (`inOrder`) in the order typed, a repeat refused.
    private func chooseNumbers(
        _ prompt: String, count: Int, first: [Int], inOrder: Bool, minimum: Int, maximum: Int?
    ) async throws(CancellationError) -> [Int] {
        var seen = Set<Int>()
        let chosenFirst = first.filter { (0..<count).contains($0) && seen.insert($0).inserted }
        let shown = chosenFirst.isEmpty ? "" : " [\(chosenFirst.map { String($0 + 1) }.joined(separator: " "))]"
        while true {
            write(promptLine(prompt + shown))
            guard let line = try await readLine() else { throw CancellationError() }
            let answer = String(line.trimmingWhitespace())
            let chosen: [Int]
            if answer.isEmpty {
                chosen = chosenFirst
            } else if answer.lowercased() == "none" {
                chosen = []
            } else if let numbers = Self.numbers(in: answer, count: count, inOrder: inOrder) {
                chosen = numbers
            } else {
                say(
                    inOrder
                        ? "Type numbers from 1 to \(count) in order, each once, separated by spaces."
                        : "Type numbers from 1 to \(count), separated by spaces.")
                continue
            }
            if chosen.count < minimum {
                say("Choose at least \(minimum).")
            } else if let maximum, chosen.count > maximum {
                say("Choose at most \(maximum).")
            } else {
                return chosen
            }
        }
    }

    /// Asks a yes-or-no question until it is answered: `y`, `yes` or the start of `yes`'s
    /// label; `n`, `no` or the start of `no`'s (ignoring case).
    ///
    /// - Parameters:
    ///   - prompt: the question, written as `prompt (Yes/No) [Yes]: `.
    ///   - yes: the label of the answer that returns `true`.
    ///   - no: the label of the answer that returns `false`.
    ///   - defaultAnswer: what an empty line answers; `nil` asks again.
    /// - Throws: `CancellationError` on Esc and as `readLine(echo:)` does.
    public func yesNo(
        _ prompt: String, yes: String = "Yes", no: String = "No", default defaultAnswer: Bool? = nil
    ) async throws(CancellationError) -> Bool {
        let shown = defaultAnswer.map { " [\($0 ? yes : no)]" } ?? ""
        while true {
            write(promptLine("\(prompt) (\(yes)/\(no))\(shown)"))
            guard let line = try await readLine() else { throw CancellationError() }
            let answer = String(line.trimmingWhitespace()).lowercased()
            if answer.isEmpty, let defaultAnswer { return defaultAnswer }
            let isYes = !answer.isEmpty && (answer == "y" || answer == "yes" || yes.lowercased().hasPrefix(answer))
            let isNo = !answer.isEmpty && (answer == "n" || answer == "no" || no.lowercased().hasPrefix(answer))
            if isYes != isNo { return isYes }
            say("Answer \(yes) or \(no).")
        }
    }

    /// Writes `options` one a line, numbered from 1.
    func list(_ options: [String]) {
        for (index, option) in options.enumerated() { say("  \(index + 1)) \(option)") }
    }

    /// The option `answer` names: its number, the option whose text it is, or the one option
    /// whose text starts with it (ignoring case).
    static func option(named answer: String, in options: [String]) -> Int? {
        // A typed number is checked before it is counted from 1: `-9223372036854775808` is none.
        if let number = Int(answer) { return number >= 1 && number <= options.count ? number - 1 : nil }
        let wanted = answer.lowercased()
        guard !wanted.isEmpty else { return nil }
        let lowered = options.map { $0.lowercased() }
        if let exact = lowered.firstIndex(of: wanted) { return exact }
        let starting = lowered.indices.filter { lowered[$0].hasPrefix(wanted) }
        return starting.count == 1 ? starting[0] : nil
    }

    /// The option indices `answer` lists (1-based numbers separated by spaces or commas):
    /// ascending and each once, or (`inOrder`) in the order listed; `nil` when one is not a
    /// number from 1 to `count`, or, in order, one is listed twice.
    static func numbers(in answer: String, count: Int, inOrder: Bool = false) -> [Int]? {
        var chosen: [Int] = []
        var seen = Set<Int>()
        for word in answer.split(whereSeparator: { $0 == " " || $0 == "," }) {
            guard let number = Int(word), number >= 1, number <= count else { return nil }
            if seen.insert(number - 1).inserted {
                chosen.append(number - 1)
            } else if inOrder {
                return nil
            }
        }
        return inOrder ? chosen : chosen.sorted()
    }
}
