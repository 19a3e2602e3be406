/// How a command ends: the exit status, and what to print on stdout once the terminal is
/// restored.
package struct CommandResult: Hashable, Sendable {
    package var code: Int32
    package var output: String?

    package init(code: Int32, output: String? = nil) {
        self.code = code
        self.output = output
    }

    /// Exit status 0: the user submitted.
    package static let submittedCode: Int32 = 0
    /// Exit status 1: the user cancelled (Esc or a cancel button).
    package static let cancelledCode: Int32 = 1
    /// Exit status 2: bad usage, or no usable terminal.
    package static let usageCode: Int32 = 2

    /// Esc: exit status 1, nothing printed.
    package static let cancelled = CommandResult(code: cancelledCode)
}
