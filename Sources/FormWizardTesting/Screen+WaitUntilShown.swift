import FormWizard
import Testing

extension Screen {
    /// Waits until `presentations` dialogs are up, `condition` holds, and the screen is idle
    /// (`waitUntilIdle()`), for `timeLimit` of real time at most in all (10 seconds, as
    /// `waitUntilIdle()`).
    ///
    /// For code that presents its first dialog only after work of its own, such as a command
    /// that reads its input first: until it presents, nothing keeps the screen busy, so
    /// `waitUntilIdle()` alone may return before anything is up. When the limit is reached it
    /// records an issue saying what it waited for, and what was up, and returns, so a test that
    /// would hang fails instead.
    ///
    /// ```swift
    /// let result = Task { await command.run(on: screen) }   // reads a file, then shows a table
    /// await screen.waitUntilShown("the table")
    /// assertSnapshot(term)
    /// ```
    /// - Parameters:
    ///   - what: what is waited for, in words, for the issue recorded when it never shows.
    ///   - presentations: how many dialogs must be up (presented or shown); one by default.
    ///   - timeLimit: the longest wait for the dialogs and the idle screen together.
    ///   - sourceLocation: where the issue is recorded.
    ///   - condition: what else must hold once they are up (all of the input read, say);
    ///     nothing by default. Checked each time a dialog comes or goes or a frame is drawn.
    public func waitUntilShown(
        _ what: String, presentations: Int = 1, timeLimit: Duration = .seconds(10),
        sourceLocation: SourceLocation = #_sourceLocation, until condition: () -> Bool = { true }
    ) async {
        // Woken by the screen (`waitForChange`), not polled: many tests waiting at once on two
        // cores kept the shared thread pool busy with their yields.
        let deadline = ContinuousClock.now.advanced(by: timeLimit)
        while presentationCount < presentations || !condition() {
            guard await waitForChange(before: deadline) else {
                let condition = presentationCount >= presentations ? ", and the condition did not hold" : ""
                let why = isShutDown ? "the screen was shut down" : "not after \(timeLimit)"
                Issue.record(
                    "\(what) was not shown (\(why)): \(presentationCount) of \(presentations) dialogs up\(condition)",
                    sourceLocation: sourceLocation)
                return
            }
        }
        let left = ContinuousClock.now.duration(to: deadline)
        await waitUntilIdle(timeLimit: max(left, .zero), sourceLocation: sourceLocation)
    }
}
