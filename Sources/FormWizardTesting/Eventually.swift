import Testing

/// Waits until `condition` holds: yields to the other tasks between tries, and after the first
/// thousand tries sleeps a millisecond between them, so that a long wait leaves the CPU to the
/// work it waits for when many tests run at once on a loaded machine.
///
/// For what `Screen.idle()` cannot wait for (it waits while an activity runs, by design), such
/// as a service call a dialog started. The thirty-second limit only turns a hang into a failure
/// (an issue saying what never happened); the wait ends as soon as the condition holds.
///
/// ```swift
/// await eventually("the dialog asked the service") { service.calls.count == 1 }
/// ```
/// - Parameters:
///   - what: what is waited for, in words, for the issue recorded when it never happens.
///   - sourceLocation: where the issue is recorded.
///   - condition: checked on the main actor between yields.
@MainActor
public func eventually(
    _ what: Comment, sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool
) async {
    let deadline = ContinuousClock.now.advanced(by: .seconds(30))
    var tries = 0
    while !condition() {
        guard ContinuousClock.now < deadline else {
            Issue.record("Never happened: \(what)", sourceLocation: sourceLocation)
            return
        }
        tries += 1
        if tries < 1000 {
            await Task.yield()
        } else {
            try? await Task.sleep(for: .milliseconds(1))
        }
    }
}
