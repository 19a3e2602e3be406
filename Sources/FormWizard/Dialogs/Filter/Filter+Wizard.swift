extension Filter: KeepsStepDraft, DescribesEscape {
    /// What a wizard keeps of a filter across Back: the query typed, the items marked, and the
    /// item under the cursor.
    struct StepState: Sendable {
        let query: LineEditor
        let marked: Set<Int>
        let item: Int?
    }

    var stepDraft: any Sendable {
        StepState(query: query, marked: marked, item: rowCount > 0 ? result.line(atRow: selected) : nil)
    }

    /// Types the query again and finds its matches now, marks the items again (up to the
    /// limit) and puts the cursor back on its item when it still matches.
    mutating func restoreStepDraft(_ draft: any Sendable) {
        guard let draft = draft as? StepState else { return }
        query = draft.query
        queryChanged()
        catchUp()
        marked = Set(draft.marked.filter { items.indices.contains($0) }.sorted().prefix(limit ?? .max))
        if let item = draft.item, let row = (0..<rowCount).first(where: { result.line(atRow: $0) == item }) {
            select(row)
        }
        answeredItem = draft.item.flatMap { items.indices.contains($0) ? $0 : nil }
    }
}
