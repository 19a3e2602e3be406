/// The timeout of the dialogs presented inside one `Screen.withTimeout(_:operation:)`: how
/// long each may wait for a key, and whether one timed out.
///
/// Each presentation made in the scope (`present`, not `show`: a dialog only shown is not
/// waiting for the user) gets a task (`DialogTask`, the one mechanism) that sleeps `duration`
/// on the screen's clock and then cancels it; the task's id counts the events the dialog got,
/// so every key starts the wait again.
@MainActor
final class TimeoutScope: Sendable {
    /// The scope the current task presents in, if any.
    @TaskLocal static var current: TimeoutScope?

    let duration: Duration
    /// Whether a dialog in the scope timed out (set by its timeout task, or in line mode by
    /// `LinePrompter.read`).
    var hasFired = false

    init(duration: Duration) {
        self.duration = duration
    }

    /// The task that cancels a dialog after `duration` without a key; `events` is how many the
    /// dialog has had, so that each one restarts it.
    func task<D: Dialog>(after events: Int) -> DialogTask<D> {
        DialogTask(
            id: TimeoutTaskID(events: events),
            resolving: { [self] context in
                try await context.sleep(for: duration)
                hasFired = true
                return { _ in .cancel }
            })
    }
}

/// The id of a presentation's timeout task: the number of events it had when it started.
struct TimeoutTaskID: Hashable, Sendable {
    let events: Int
}
