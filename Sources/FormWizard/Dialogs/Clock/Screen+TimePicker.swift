extension Screen {
    /// Shows hours, minutes and seconds to set and returns the time chosen (see `TimePicker`).
    ///
    /// ```swift
    /// let alarm = try await screen.timePicker("Alarm", selected: TimeOfDay(hour: 7, minute: 30)!, showsSeconds: false)
    /// ```
    /// - Parameters:
    ///   - title: the dialog's title.
    ///   - message: text above the fields, wrapped to fit.
    ///   - selected: the time shown at first.
    ///   - showsSeconds: whether there is a seconds field; without one the seconds are 0.
    /// - Returns: the time chosen.
    /// - Throws: `CancellationError` on Esc, or when the presentation is cancelled (see `Screen`).
    public func timePicker(
        _ title: String, message: String = "", selected: TimeOfDay, showsSeconds: Bool = true
    ) async throws(CancellationError) -> TimeOfDay {
        try await present(
            TimePicker(
                title: StyledText(title), message: StyledText(message), selected: selected, showsSeconds: showsSeconds))
    }
}
