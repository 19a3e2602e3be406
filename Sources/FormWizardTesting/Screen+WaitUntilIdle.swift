import FormWizard
import Testing

extension Screen {
    /// `idle()` with a bound: waits until the screen waits only for the user or the clock, or
    /// for `timeLimit` of real time, whichever comes first. When the limit is reached it
    /// records an issue saying what the screen still waited for (`idleBlockers`) and returns,
    /// so a test that would hang fails instead.
    ///
    /// ```swift
    /// let answer = Task { try await screen.confirm("Delete?") }
    /// await screen.waitUntilIdle()
    /// assertSnapshot(term)
    /// ```
    public func waitUntilIdle(
        timeLimit: Duration = .seconds(10), sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        // idle() returns when its task is cancelled: the timer ends the wait at the limit.
        let wait = Task { await self.idle() }
        let timer = Task {
            try? await Task.sleep(for: timeLimit)
            guard !Task.isCancelled else { return false }
            wait.cancel()
            return true
        }
        await wait.value
        timer.cancel()
        // Only a wait that ran out is a failure: the screen may be busy again by now (a command
        // that presents right after the idle moment), which is not what was waited for.
        guard await timer.value, !isIdleNow else { return }
        Issue.record(
            "The screen was not idle after \(timeLimit): it waited for \(idleBlockers.joined(separator: "; "))",
            sourceLocation: sourceLocation)
    }

    private var isIdleNow: Bool { idleBlockers.isEmpty }
}
