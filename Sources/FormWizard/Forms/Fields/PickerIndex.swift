/// A picker's items folded once for matching what is typed: the words of each item's names
/// (a title; a country's name and common name), its folded title, and codes that match when
/// typed whole (a country's).
///
/// An item matches a query when every word of the query begins a word of one of its names, or
/// when the query is one word equal to its code. Folding happens here, once per item, never per
/// key; a query word longer than every word of every name matches no name without a scan.
struct PickerIndex: Sendable {
    /// Per item, per name, its folded words.
    let names: [[[String]]]
    /// Per item, its folded title.
    let foldedTitles: [String]
    /// The items by folded code.
    let codes: [String: [Int]]
    /// The most characters in a word of any name.
    let longestWord: Int

    /// An index over `names` (per item, one or more) and their codes.
    init(names: [[String]], codes: [String?] = []) {
        let folded = names.map { $0.map { LatinFolding.words($0).map(String.init) } }
        self.names = folded
        foldedTitles = names.map { LatinFolding.fold($0.first ?? "") }
        var byCode: [String: [Int]] = [:]
        for (item, code) in codes.enumerated() {
            if let code { byCode[LatinFolding.fold(code), default: []].append(item) }
        }
        self.codes = byCode
        longestWord = folded.lazy.flatMap { $0.lazy.flatMap { $0.lazy.map(\.count) } }.max() ?? 0
    }

    /// The index of the countries: their names, common names and codes.
    static let countries = PickerIndex(
        names: Country.all.map { [$0.name] + ($0.commonName.map { [$0] } ?? []) }, codes: Country.all.map(\.code))

    /// The items among `candidates` (in order) whose names match `query`; `candidates` must
    /// hold every item that does (all items, or the matches of a query that narrows to this
    /// one).
    func nameMatches(_ query: PickerQuery, among candidates: [Int]) -> [Int] {
        if query.words.isEmpty { return candidates }
        if query.words.contains(where: { $0.count > longestWord }) { return [] }
        return candidates.filter { item in
            names[item].contains { words in
                query.words.allSatisfy { wanted in words.contains { $0.hasPrefix(wanted) } }
            }
        }
    }

    /// The items whose code is `query`, typed as one word.
    func codeMatches(_ query: PickerQuery) -> [Int] {
        guard query.words.count == 1 else { return [] }
        return codes[query.words[0]] ?? []
    }
}

/// What was typed into a picker's filter, folded once: its words, and the whole of it trimmed
/// (items whose title starts with that are listed first).
struct PickerQuery: Equatable, Sendable {
    let words: [String]
    let prefix: String

    init(_ text: String) {
        let trimmed = text.trimmingWhitespace()
        prefix = LatinFolding.fold(trimmed)
        words = LatinFolding.words(trimmed).map(String.init)
    }

    /// Whether every item matching `narrower` also matches this query: each word of this one
    /// begins a word of `narrower` (as when a letter was typed at the end).
    func narrows(to narrower: PickerQuery) -> Bool {
        words.allSatisfy { word in narrower.words.contains { $0.hasPrefix(word) } }
    }
}
