import Testing

/// Waits, without sleeping, until `condition` holds: yields to the other tasks between tries.
///
/// For what `Screen.idle()` cannot wait for (it waits while an activity runs, by design). The
/// ten-second limit only turns a hang into a failure; the wait ends as soon as the condition
/// holds.
@MainActor
func eventually(
    _ what: Comment, sourceLocation: SourceLocation = #_sourceLocation, _ condition: () -> Bool
) async {
    let deadline = ContinuousClock.now.advanced(by: .seconds(10))
    while !condition() {
        guard ContinuousClock.now < deadline else {
            Issue.record("Never happened: \(what)", sourceLocation: sourceLocation)
            return
        }
        await Task.yield()
    }
}
