import Testing

/// Waits until `condition` holds: yields to the other tasks between tries, and after the first
/// thousand tries sleeps a millisecond between them, so that a long wait leaves the CPU to the
/// work it waits for when many tests run at once on a loaded machine.
///
/// For what `Screen.idle()` cannot wait for (it waits while an activity runs, by design). The
/// thirty-second limit only turns a hang into a failure; the wait ends as soon as the condition
/// holds.
@MainActor
func eventually(
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
