extension PickerField: LineField {
    /// `Label (type to search) [current]: `, searched as the pop-up list filters (a country's
    /// name, common name or code: "united", "cote", "uk"); several matches are listed
    /// numbered to choose from (`LinePrompter.search`). An item whose title is the answer is
    /// chosen even when others match too ("Niger", not "Nigeria"). An empty line keeps the
    /// item chosen, or chooses none.
    public func askLine(_ value: Value, on prompter: LinePrompter) async throws(CancellationError) -> Value {
        let current = value[keyPath: path].flatMap { current in items.firstIndex { $0.value == current } }
        let chosen = try await prompter.search(label, options: items.map(\.lineText), default: current) { text in
            let found = matches(for: text)
            return (found.count, found)
        }
        var value = value
        value[keyPath: path] = chosen.map { items[$0].value }
        return value
    }

    /// The items the pop-up lists for `text`, in its order; only the items whose title is
    /// `text` (ignoring case and accents) when there are some.
    func matches(for text: String) -> [Int] {
        var popup = PickerPopup(count: items.count, current: nil, filterLimit: filterLimit)
        _ = popup.filter.insert(text)
        let items = items
        popup.refilter(index: index, custom: matches.map { matches in { matches(items[$0], $1) } })
        let exact = LatinFolding.fold(text.trimmingWhitespace())
        let named = popup.matching.filter { index.foldedTitles[$0] == exact }
        return named.isEmpty ? popup.matching : named
    }
}
