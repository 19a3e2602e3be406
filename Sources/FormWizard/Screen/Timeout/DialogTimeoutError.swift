/// What `Screen.withTimeout(_:operation:)` throws when a dialog presented in it got no key for
/// its duration: a timeout, told apart from Esc and cancellation.
public struct DialogTimeoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// How long the dialog waited for a key.
    public let duration: Duration

    /// The error of a dialog that waited `duration` for a key.
    public init(duration: Duration) {
        self.duration = duration
    }

    public var description: String { "no key for \(duration): the dialog timed out" }
}
