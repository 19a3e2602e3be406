extension Table: KeepsStepDraft, DescribesEscape {
    /// What a wizard keeps of a table across Back: the order, the marks and the row under the
    /// cursor (by its place in `rows`).
    struct StepState: Sendable {
        let sort: Sort?
        let marked: Set<Int>
        let row: Int?
    }

    var stepDraft: any Sendable { StepState(sort: sort, marked: marked, row: currentRow) }

    /// Shows the order, the marks and the row again, as far as they fit these rows and
    /// columns; no filter.
    mutating func restoreStepDraft(_ draft: any Sendable) {
        guard let draft = draft as? StepState else { return }
        sort = draft.sort.flatMap { columns.indices.contains($0.column) ? $0 : nil }
        marked = selection == .multiple ? draft.marked.filter { rows.indices.contains($0) } : []
        filter = LineEditor()
        isFiltering = false
        resort()
        refresh(keeping: draft.row)
    }
}
