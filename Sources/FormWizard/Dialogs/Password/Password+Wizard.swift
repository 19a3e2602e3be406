extension Password: KeepsStepDraft {
    /// What was typed, kept in memory only, as a form's secret field keeps it: shown masked
    /// again, and in line mode an empty line keeps it (its default is never written).
    var stepDraft: any Sendable { input.stepDraft }

    mutating func restoreStepDraft(_ draft: any Sendable) {
        input.restoreStepDraft(draft)
    }
}
