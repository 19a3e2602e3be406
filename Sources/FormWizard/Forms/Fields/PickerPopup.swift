/// The open pop-up of a `PickerField`: the filter being typed, the items that match it, and
/// the one selected. It knows items only by index.
struct PickerPopup: Sendable {
    /// What the user typed to narrow the list.
    var filter: LineEditor
    /// The indices of the items that match the filter, in order.
    var matching: [Int]
    /// The selected row (a position in `matching`) and the view (`ListCursor`'s keys, but
    /// letters and digits, which are the filter's).
    var cursor: ListCursor
    /// The position in `matching` of the selected row.
    var selected: Int { cursor.selected }
    /// The position in `matching` of the first row in view.
    var top: Int { cursor.top ?? 0 }
    /// Earlier queries, each narrowing to the next, with the items whose names match them.
    private var narrowings: [(query: PickerQuery, matches: [Int])] = []

    /// A pop-up over every item, with `current` (an item index) selected; the filter holds at
    /// most `filterLimit` characters.
    init(count: Int, current: Int?, filterLimit: Int) {
        filter = LineEditor(maxLength: filterLimit)
        matching = Array(0..<count)
        cursor = ListCursor(selected: current ?? 0)
    }

    /// The item index of the selected row, if any row matches.
    var selectedItem: Int? {
        matching.indices.contains(selected) ? matching[selected] : nil
    }

    /// Moves the selection to `position` (clamped) and scrolls it into a list of `rows` rows.
    mutating func select(_ position: Int, rows: Int) {
        cursor.select(position, rows: rows, count: matching.count)
    }

    /// Places the view for `rows` rows, the selected row in its middle (when it opens).
    mutating func prepare(rows: Int) {
        cursor.prepare(rows: rows, count: matching.count)
    }

    /// An arrow, a page, Home or End: `ListCursor`'s (as in every list; the filter keeps the
    /// other keys).
    mutating func move(_ key: Key, rows: Int) {
        _ = cursor.handle(key, rows: rows, count: matching.count)
    }

    /// Filters again after the filter changed: the items whose title starts with the filter
    /// first, then the other matches, each in order; the first is selected.
    ///
    /// With an index, the query is folded once and only the items that can still match are
    /// read: those of the last query that narrows to this one (typing at the end reads the
    /// last matches, a Backspace finds its earlier query's). `custom` asks about every item.
    mutating func refilter(index: PickerIndex, custom: ((Int, String) -> Bool)?) {
        let text = filter.text
        let query = PickerQuery(text)
        let found: [Int]
        if let custom {
            found = index.foldedTitles.indices.filter { custom($0, text) }
        } else {
            while let last = narrowings.last, !last.query.narrows(to: query) { narrowings.removeLast() }
            let candidates = narrowings.last?.matches ?? Array(index.foldedTitles.indices)
            let names = index.nameMatches(query, among: candidates)
            if narrowings.last?.query != query {
                if narrowings.count == Self.narrowingsKept { narrowings.removeFirst() }
                narrowings.append((query, names))
            }
            found = Self.merged(names, index.codeMatches(query))
        }
        var starting: [Int] = []
        var others: [Int] = []
        for item in found {
            if index.foldedTitles[item].hasPrefix(query.prefix) {
                starting.append(item)
            } else {
                others.append(item)
            }
        }
        matching = starting + others
        cursor.reset(selecting: 0, rows: nil, count: matching.count)
    }

    /// How many earlier queries and their matches are kept for Backspace.
    static let narrowingsKept = 64

    /// Two ascending lists of items as one, without repeats.
    static func merged(_ first: [Int], _ second: [Int]) -> [Int] {
        guard !second.isEmpty else { return first }
        return Array(Set(first).union(second)).sorted()
    }
}
