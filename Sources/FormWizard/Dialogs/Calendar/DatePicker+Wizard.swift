extension DatePicker: KeepsStepDraft, DescribesEscape {
    /// The day selected.
    var stepDraft: any Sendable { selected }

    /// The day again, moved into the range as a first day is.
    mutating func restoreStepDraft(_ draft: any Sendable) {
        guard let day = draft as? CalendarDate else { return }
        var again = DatePicker(
            title: title, message: message, selected: day, in: range, firstWeekday: firstWeekday,
            monthNames: monthNames, weekdayNames: weekdayNames)
        again.escapeAction = escapeAction
        self = again
    }
}
