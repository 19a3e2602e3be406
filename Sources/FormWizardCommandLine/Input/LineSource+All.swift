extension LineSource {
    /// Every line until the input ends (or the waiting task is cancelled).
    func allLines() async -> [String] {
        var lines: [String] = []
        while let batch = await nextLines() { lines += batch }
        return lines
    }
}

/// Lines a command reads, kept beside its options: equal whatever they are, so that a
/// command stays `Hashable` for the tests of its parsing.
struct InputLines: Hashable, Sendable {
    var source: any LineSource

    static func == (lhs: InputLines, rhs: InputLines) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
