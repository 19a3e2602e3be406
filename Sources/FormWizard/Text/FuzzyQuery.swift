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
/// The query is folded once; `match(_:)` folds the text's characters as it goes.
public struct FuzzyQuery: Hashable, Sendable {
    /// The query's characters, folded, without spaces.
    let characters: [Character]

    /// The query `text`.
    public init(_ text: String) {
        characters = Array(LatinFolding.fold(text).filter { !$0.isWhitespace })
    }

    /// Whether the query has no characters (it matches every text, at no position).
    public var isEmpty: Bool { characters.isEmpty }

    /// Where the query matches `text`, or `nil` when it does not.
    ///
    /// The match found ends as early as possible and, for that end, starts as late as possible
    /// (the tightest window, as fzf's first algorithm), so "ab" in "a_x_ab" highlights the last
    /// two characters.
    public func match(_ text: String) -> FuzzyMatch? {
        if characters.isEmpty { return FuzzyMatch(score: 0, positions: []) }
        let clusters = Array(text)
        let folded = clusters.map { LatinFolding.fold(String($0)).first }
        // Forward: the earliest end.
        var next = 0
        var end = -1
        for (index, character) in folded.enumerated() where character == characters[next] {
            next += 1
            if next == characters.count {
                end = index
                break
            }
        }
        guard end >= 0 else { return nil }
        // Backward from that end: the latest start.
        var positions = [Int](repeating: 0, count: characters.count)
        var wanted = characters.count - 1
        var index = end
        while wanted >= 0 {
            if folded[index] == characters[wanted] {
                positions[wanted] = index
                wanted -= 1
            }
            index -= 1
        }
        return FuzzyMatch(score: Self.score(positions, in: clusters), positions: positions)
    }

    /// 16 per matched character, 8 more when it follows the one before, 8 more when it begins a
    /// word, 10 more when it begins the text, less 1 per character skipped within the match.
    static func score(_ positions: [Int], in clusters: [Character]) -> Int {
        var score = 0
        for (order, position) in positions.enumerated() {
            score += 16
            if position == 0 {
                score += 10 + 8
            } else if !(clusters[position - 1].isLetter || clusters[position - 1].isNumber)
                || (clusters[position - 1].isLowercase && clusters[position].isUppercase)
            {
                score += 8
            }
            if order > 0 {
                let gap = position - positions[order - 1] - 1
                score += gap == 0 ? 8 : -gap
            }
        }
        return score
    }
}
