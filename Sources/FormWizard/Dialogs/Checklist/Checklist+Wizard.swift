extension Checklist: KeepsStepDraft, DescribesEscape {
    var stepDraft: any Sendable { list.draft }

    mutating func restoreStepDraft(_ draft: any Sendable) {
        if let draft = draft as? ChoiceList<Value>.Draft { list.restore(draft) }
    }
}
