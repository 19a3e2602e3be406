/// The open pop-up of a `PickerField`: the filter being typed, the items that match it, and
/// the one selected. It knows items only by index.
struct PickerPopup: Sendable, Equatable {
    /// What the user typed to narrow the list.
    var filter = LineEditor()
    /// The indices of the items that match the filter, in order.
    var matching: [Int]
    /// The position in `matching` of the selected row.
    var selected: Int
    /// The position in `matching` of the first row in view.
    var top = 0

    /// A pop-up over every item, with `current` (an item index) selected.
    init(count: Int, current: Int?) {
        matching = Array(0..<count)
        selected = current ?? 0
    }

    /// The item index of the selected row, if any row matches.
    var selectedItem: Int? {
        matching.indices.contains(selected) ? matching[selected] : nil
    }

    /// Moves the selection to `position` (clamped) and scrolls it into a list of `rows` rows.
    mutating func select(_ position: Int, rows: Int) {
        selected = max(0, min(position, matching.count - 1))
        top = ItemList.top(from: top, showing: selected, rows: rows, count: matching.count)
    }

    /// Filters again after the filter changed: the items whose title starts with the filter
    /// first, then the other matches, each in order; the first is selected.
    mutating func refilter(foldedTitles: [String], matches: (Int, String) -> Bool) {
        let text = filter.text
        let prefix = LatinFolding.fold(text.trimmingWhitespace())
        var starting: [Int] = []
        var others: [Int] = []
        for index in foldedTitles.indices where matches(index, text) {
            if foldedTitles[index].hasPrefix(prefix) {
                starting.append(index)
            } else {
                others.append(index)
            }
        }
        matching = starting + others
        selected = 0
        top = 0
    }
}
