/// How a `TerminalSession` ends: the exit code, and the text to print on stdout and stderr once
/// the terminal is restored.
public struct SessionOutcome: Hashable, Sendable {
    /// The process' exit status.
    public var code: Int32
    /// Written verbatim to stdout after the terminal is restored; `nil` writes nothing.
    public var output: String?
    /// Written verbatim to stderr after the terminal is restored (and after `output`), such as
    /// "checkout cancelled"; `nil` writes nothing. Written earlier, it would land on the
    /// dialog's screen and vanish with it.
    public var errorOutput: String?

    /// An outcome with exit status `code` that prints `output` on stdout and `errorOutput` on
    /// stderr.
    public init(code: Int32, output: String? = nil, errorOutput: String? = nil) {
        self.code = code
        self.output = output
        self.errorOutput = errorOutput
    }
}
