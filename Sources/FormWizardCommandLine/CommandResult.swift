/// How a command ends: the exit status, and what to print on stdout once the terminal is
/// restored.
///
/// When the output is a secret (`password`), descriptions, `dump` and debuggers show
/// `<secret>` in its place, so that a log or a failing test's message never reveals it.
package struct CommandResult: Hashable, Sendable {
    package var code: Int32
    package var output: String?
    /// Whether `output` is a secret, kept out of every description.
    package var outputIsSecret: Bool

    package init(code: Int32, output: String? = nil, outputIsSecret: Bool = false) {
        self.code = code
        self.output = output
        self.outputIsSecret = outputIsSecret
    }

    /// Exit status 0: the user submitted.
    package static let submittedCode: Int32 = 0
    /// Exit status 1: the user cancelled (Esc or a cancel button).
    package static let cancelledCode: Int32 = 1
    /// Exit status 2: bad usage, or no usable terminal.
    package static let usageCode: Int32 = 2

    /// Esc: exit status 1, nothing printed.
    package static let cancelled = CommandResult(code: cancelledCode)

    /// Exit status 0, printing `text` and a line break.
    package static func submitted(_ text: String, isSecret: Bool = false) -> CommandResult {
        CommandResult(code: submittedCode, output: text + "\n", outputIsSecret: isSecret)
    }
}

extension CommandResult: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The output as descriptions show it: `<secret>` for a secret.
    private var shownOutput: String {
        guard let output else { return "nil" }
        return outputIsSecret ? "<secret>" : String(reflecting: output)
    }

    package var description: String { "CommandResult(code: \(code), output: \(shownOutput))" }

    package var debugDescription: String { description }

    package var customMirror: Mirror {
        Mirror(self, children: ["code": code, "output": shownOutput], displayStyle: .struct)
    }
}
