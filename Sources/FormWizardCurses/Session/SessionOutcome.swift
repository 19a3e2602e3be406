/// How a `TerminalSession` ends: the exit code, and the text to print once the terminal is
/// restored.
public struct SessionOutcome: Hashable, Sendable {
    /// The process' exit status.
    public var code: Int32
    /// Written verbatim to stdout after the terminal is restored; `nil` writes nothing.
    public var output: String?

    /// An outcome with exit status `code` that prints `output`.
    public init(code: Int32, output: String? = nil) {
        self.code = code
        self.output = output
    }
}
