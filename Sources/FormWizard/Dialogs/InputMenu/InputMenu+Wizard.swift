extension InputMenu: KeepsStepDraft, DescribesEscape {
    /// What a wizard keeps of the menu across Back: the labels as renamed, and the item under
    /// the cursor.
    struct StepState: Sendable {
        let labels: [String]
        let selected: Int
    }

    var stepDraft: any Sendable { StepState(labels: labels, selected: selected) }

    /// The labels again when they are as many as the items, and the cursor on its item.
    mutating func restoreStepDraft(_ draft: any Sendable) {
        guard let draft = draft as? StepState else { return }
        if draft.labels.count == items.count { labels = draft.labels }
        renaming = nil
        notice = nil
        cursor.reset(selecting: min(max(0, draft.selected), items.count - 1), rows: nil, count: items.count)
    }
}
