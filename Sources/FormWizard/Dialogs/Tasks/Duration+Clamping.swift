extension Duration {
    /// The longest wait a duration from outside is taken to mean: `Int32.max` seconds (68
    /// years). A clock's deadline is `now` plus it, which a clock can sleep until (`Instant`s
    /// hold seconds in an `Int64`), where `.seconds(Int.max)` would trap.
    package static let entryLimit = Duration.seconds(Int32.max)

    /// This duration clamped to `-entryLimit...entryLimit` (see `entryLimit`): where durations
    /// enter (`Screen.withTimeout`, `DialogTaskContext.sleep(for:)`, `LinePrompter.withTimeLimit`…).
    package var clampedAtEntry: Duration {
        Swift.min(Swift.max(self, .zero - Self.entryLimit), Self.entryLimit)
    }
}
