extension Screen {
    /// Shows `lines` scrolling in a box as they arrive (see `OutputBox`), then how they ended
    /// and an OK button, and returns when the user presses OK (or at once at the end, with
    /// `closesAtEnd`).
    ///
    /// ```swift
    /// try await screen.showOutput(of: build.lines, title: "swift build") { result in
    ///     "exit status \(await build.status)"
    /// }
    /// ```
    /// - Parameters:
    ///   - lines: the output; read off the main actor by the box's task, batched to at most one
    ///     redraw per frame, and cancelled when the box closes however it closes.
    ///   - title: the title in the frame.
    ///   - message: the text above the output, under which a rule is drawn; none by default.
    ///   - capacity: how many of the last lines to keep.
    ///   - closesAtEnd: whether the box closes by itself at the end, without an OK button.
    ///   - closesWhileRunning: whether OK is shown and closes the box before the lines end (a
    ///     followed file, which never ends); the reading is then cancelled.
    ///   - summary: what to show at the end, given how the lines ended; "done" by default.
    /// - Throws: `CancellationError` on Esc, or when the presentation is cancelled (see `Screen`).
    public func showOutput<Lines: AsyncSequence<String, any Error> & Sendable>(
        of lines: Lines, title: StyledText = "", message: StyledText = "", capacity: Int = OutputBox.defaultCapacity,
        closesAtEnd: Bool = false,
        closesWhileRunning: Bool = false,
        summary: @escaping @Sendable (Result<Void, any Error>) async -> String = OutputBox.defaultSummary
    ) async throws(CancellationError) {
        try await present(
            OutputBox(
                title: title, message: message, lines: lines, capacity: capacity, closesAtEnd: closesAtEnd,
                closesWhileRunning: closesWhileRunning, summary: summary))
    }
}
