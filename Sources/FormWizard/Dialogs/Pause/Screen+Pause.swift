extension Screen {
    /// Counts `seconds` down with OK and Cancel, and returns when the time is up or OK is
    /// pressed (see `Pause`).
    ///
    /// ```swift
    /// if try await screen.pause("Rebooting", message: "Press OK to reboot now.", seconds: 10) == .confirmed {
    ///     log("rebooted early")
    /// }
    /// ```
    /// - Parameters:
    ///   - title: the dialog's title.
    ///   - message: text above the bar, wrapped to fit.
    ///   - seconds: how long the pause lasts, on the screen's clock.
    ///   - okLabel: the label of the button that ends it early.
    ///   - cancelLabel: the label of the button that cancels.
    /// - Returns: `.elapsed` when the time was up, `.confirmed` when OK was pressed.
    /// - Throws: `CancellationError` on Cancel or Esc, or when the presentation is cancelled
    ///   (see `Screen`).
    public func pause(
        _ title: String, message: String = "", seconds: Int, okLabel: String = "OK", cancelLabel: String = "Cancel"
    ) async throws(CancellationError) -> Pause.Outcome {
        try await present(
            Pause(
                title: StyledText(title), message: StyledText(message), seconds: seconds, okLabel: okLabel,
                cancelLabel: cancelLabel
            ))
    }
}
