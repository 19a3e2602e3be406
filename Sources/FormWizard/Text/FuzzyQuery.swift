/// What a fuzzy match found in a text: which characters matched, and how well they fit.
public struct FuzzyMatch: Hashable, Sendable {
    /// Higher is better: matched characters that are consecutive, begin a word or begin the
    /// text score more; characters skipped between them score less.
    public var score: Int
    /// The indices of the text's characters (grapheme clusters) that matched, ascending, for
    /// highlighting.
    public var positions: [Int]

    /// A match with `score` at `positions`.
    public init(score: Int, positions: [Int]) {
        self.score = score
        self.positions = positions
    }
}

/// A query for fuzzy matching, as fzf and gum's `filter` do: a text matches when the query's
/// characters appear in it in order, not necessarily together ("dpl" matches "deploy"),
/// ignoring case and Latin accents ("cote" matches "Côte"). Spaces in the query are ignored.
///
/// The query is folded once; `match(_:)` folds the text's characters as it goes. The matching
/// itself runs on folded character codes (`FuzzyText`), the same code that `Filter` runs on
/// its index of a million lines, so both agree on every score.
public struct FuzzyQuery: Hashable, Sendable {
    /// The query's characters, folded, without spaces.
    let characters: [Character]
    /// Their codes (`FuzzyText.code(of:)`), what the matcher compares.
    let codes: [UInt32]
    /// The bits (`FuzzyText.bit(of:)`) of every code: a text lacking one cannot match.
    let mask: UInt64

    /// The query `text`.
    public init(_ text: String) {
        characters = Array(LatinFolding.fold(text).filter { !$0.isWhitespace })
        codes = characters.map(FuzzyText.code(of:))
        mask = codes.reduce(0) { $0 | FuzzyText.bit(of: $1) }
    }

    /// Whether the query has no characters (it matches every text, at no position).
    public var isEmpty: Bool { characters.isEmpty }

    /// Where the query matches `text`, or `nil` when it does not.
    ///
    /// The match found ends as early as possible and, for that end, starts as late as possible
    /// (the tightest window, as fzf's first algorithm), so "ab" in "a_x_ab" highlights the last
    /// two characters.
    public func match(_ text: String) -> FuzzyMatch? {
        if codes.isEmpty { return FuzzyMatch(score: 0, positions: []) }
        let units = FuzzyText.units(of: text)
        return units.withUnsafeBufferPointer { buffer in
            codes.withUnsafeBufferPointer { codes in
                let text = WideFuzzyText(units: buffer)
                guard let end = FuzzyText.end(of: codes, in: text) else { return nil }
                var positions = [Int](repeating: 0, count: codes.count)
                let score = positions.withUnsafeMutableBufferPointer { positions in
                    FuzzyText.score(of: codes, in: text, endingAt: end, positions: positions)
                }
                return FuzzyMatch(score: score, positions: positions)
            }
        }
    }

    /// Whether every text this query matches is matched by `narrower` too: this query's
    /// characters appear in `narrower`'s in order (as when a character was typed).
    func isNarrowed(by narrower: FuzzyQuery) -> Bool {
        var next = 0
        for code in narrower.codes where next < codes.count && codes[next] == code { next += 1 }
        return next == codes.count
    }
}
