extension BuildList: KeepsStepDraft, DescribesEscape {
    /// The items chosen, in the order chosen.
    var stepDraft: any Sendable { chosen }

    /// Chooses the items again, in their order, as far as they are items of this list.
    mutating func restoreStepDraft(_ draft: any Sendable) {
        guard let draft = draft as? [Int] else { return }
        var seen = Set<Int>()
        chosen = draft.filter { items.indices.contains($0) && seen.insert($0).inserted }
        available = items.indices.filter { !seen.contains($0) }
        pane = .available
        notice = nil
        for pane in cursors.keys { cursors[pane] = ListCursor(behavior: cursors[pane]?.behavior ?? .standard) }
    }
}
