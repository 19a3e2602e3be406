/// A signal (SIGINT, SIGTERM or SIGHUP) ended the body of `TerminalSession.withScreen(theme:mouse:usesAlternateScreen:mode:readsStandardInput:_:)`.
public struct TerminalInterruption: Error, Hashable, Sendable {
    /// The signal's number.
    public var signal: Int32

    /// An interruption by signal `signal`.
    public init(signal: Int32) {
        self.signal = signal
    }

    /// 128 + the signal's number: the exit status shells report for it (130 for Ctrl-C).
    public var exitStatus: Int32 { 128 + signal }
}
