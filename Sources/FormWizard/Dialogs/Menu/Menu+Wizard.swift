extension Menu: KeepsStepDraft, DescribesEscape {
    /// The item under the cursor.
    var stepDraft: any Sendable { cursor.selected }

    mutating func restoreStepDraft(_ draft: any Sendable) {
        guard let selected = draft as? Int else { return }
        cursor.reset(
            selecting: min(max(0, selected), items.count - 1), rows: visibleRows(on: screenSize),
            count: items.count)
    }
}
