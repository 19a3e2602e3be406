/// A validation that asks a service, e.g. whether an e-mail address is registered.
///
/// The form runs it after the field's own checks pass, `debounce` after the last change; a
/// change or closing the form cancels it, and submitting waits for it. When `run` throws
/// something other than `CancellationError`, the field shows "Could not check" and submitting
/// runs the check again.
public struct AsyncCheck: Sendable {
    /// The value checked; a new id cancels the check running for the old one.
    public let id: any Hashable & Sendable
    /// How long the value must stay unchanged before the check runs (at most `Int32.max`
    /// seconds; a longer one counts as that).
    public let debounce: Duration
    /// Returns a message when the value is not acceptable, `nil` when it is.
    public let run: @Sendable () async throws -> String?

    /// A check of the value identified by `id`.
    public init(
        id: some Hashable & Sendable, debounce: Duration = .milliseconds(300),
        run: @escaping @Sendable () async throws -> String?
    ) {
        self.id = id
        self.debounce = debounce.clampedAtEntry
        self.run = run
    }
}
