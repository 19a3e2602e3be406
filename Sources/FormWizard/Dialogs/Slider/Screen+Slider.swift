extension Screen {
    /// Shows a scale to choose a number on and returns the number chosen (see `Slider`).
    ///
    /// ```swift
    /// let volume = try await screen.slider("Volume", range: 0...100, step: 5, value: 50)
    /// ```
    /// - Parameters:
    ///   - title: the dialog's title.
    ///   - message: text above the scale, wrapped to fit.
    ///   - range: the values that may be chosen.
    ///   - step: the distance between two of them, from the range's lower bound.
    ///   - value: the value at first.
    /// - Returns: the value chosen.
    /// - Throws: `CancellationError` on Esc, or when the presentation is cancelled (see `Screen`).
    public func slider(
        _ title: String, message: String = "", range: ClosedRange<Int>, step: Int = 1, value: Int
    ) async throws(CancellationError) -> Int {
        try await present(
            Slider(title: StyledText(title), message: StyledText(message), range: range, step: step, value: value))
    }
}
