extension Screen {
    /// Shows a month grid and returns the day the user chooses (see `DatePicker`).
    ///
    /// ```swift
    /// let start = try await screen.datePicker(
    ///     "Start date", selected: CalendarDate(year: 2026, month: 12, day: 1)!,
    ///     in: CalendarDate(year: 2026, month: 12, day: 1)!...CalendarDate.last)
    /// ```
    /// The core has no clock of dates: pass today as `selected` when that is where to start.
    /// - Parameters:
    ///   - title: the dialog's title.
    ///   - message: text above the grid, wrapped to fit.
    ///   - selected: the day selected at first.
    ///   - range: the days that may be chosen; any by default.
    ///   - firstWeekday: the weekday in the first column; Monday by default.
    ///   - monthNames: twelve month names, January first; English by default.
    ///   - weekdayNames: seven weekday names of at most two columns, Sunday first.
    /// - Returns: the day chosen.
    /// - Throws: `CancellationError` on Esc, or when the presentation is cancelled (see `Screen`).
    public func datePicker(
        _ title: String, message: String = "", selected: CalendarDate,
        in range: ClosedRange<CalendarDate> = CalendarDate.first...CalendarDate.last, firstWeekday: Weekday = .monday,
        monthNames: [String] = DatePicker.englishMonths, weekdayNames: [String] = DatePicker.englishWeekdays
    ) async throws(CancellationError) -> CalendarDate {
        try await present(
            DatePicker(
                title: StyledText(title), message: StyledText(message), selected: selected, in: range,
                firstWeekday: firstWeekday,
                monthNames: monthNames, weekdayNames: weekdayNames))
    }
}
