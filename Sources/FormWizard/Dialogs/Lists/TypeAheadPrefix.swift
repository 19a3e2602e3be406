/// Type-ahead in a list: letters typed one after another build a prefix, and the list moves to
/// the next item whose title starts with it, ignoring case and Latin accents.
///
/// A letter that does not extend a match starts a new prefix from the item after the selected
/// one, so the same letter pressed again cycles through the items starting with it ("a", "a":
/// the second item starting with "a"), and a prefix never lingers past a mistyped letter. Any
/// other key (an arrow, a digit, Space) ends the prefix. There is no timeout: a dialog is a
/// value without a clock of its own (see DECISIONS.md, 2026-12-01).
struct TypeAheadPrefix: Hashable, Sendable {
    /// The prefix typed so far, folded; empty when the next letter starts afresh.
    private(set) var prefix = ""

    /// Ends the prefix: the next letter starts a new one.
    mutating func reset() {
        prefix = ""
    }

    /// The item to select after typing `character`, or `nil` when no title starts with it (the
    /// prefix then ends).
    ///
    /// - Parameters:
    ///   - selected: the item selected now.
    ///   - count: how many items there are.
    ///   - title: the title of the item at an index.
    mutating func type(_ character: Character, selected: Int, count: Int, title: (Int) -> String) -> Int? {
        let letter = LatinFolding.fold(String(character))
        if !prefix.isEmpty {
            let longer = prefix + letter
            if let index = Self.first(startingWith: longer, from: selected, count: count, title: title) {
                prefix = longer
                return index
            }
        }
        guard let index = Self.first(startingWith: letter, from: selected + 1, count: count, title: title) else {
            prefix = ""
            return nil
        }
        prefix = letter
        return index
    }

    /// The first item from `start`, cycling round, whose folded title starts with `prefix`.
    static func first(
        startingWith prefix: String, from start: Int, count: Int, title: (Int) -> String
    )
        -> Int?
    {
        guard count > 0 else { return nil }
        let length = prefix.count
        for offset in 0..<count {
            let index = (start + offset) % count
            // A character never folds to fewer than one (marks sit inside their cluster), so the
            // title's first `length` characters hold the folded prefix if any do.
            if LatinFolding.fold(title(index).prefix(length)).hasPrefix(prefix) { return index }
        }
        return nil
    }
}
