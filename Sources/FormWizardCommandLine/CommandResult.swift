/// How a command ends: the exit status, and what to print on stdout and stderr once the
/// terminal is restored.
///
/// When the output is a secret (`password`), descriptions, `dump` and debuggers show
/// `<secret>` in its place, so that a log or a failing test's message never reveals it.
package struct CommandResult: Hashable, Sendable {
    package var code: Int32
    package var output: String?
    /// Whether `output` is a secret, kept out of every description.
    package var outputIsSecret: Bool
    /// What to print on stderr, such as "checkout cancelled"; never a secret.
    package var errorOutput: String?

    package init(code: Int32, output: String? = nil, outputIsSecret: Bool = false, errorOutput: String? = nil) {
        self.code = code
        self.output = output
        self.outputIsSecret = outputIsSecret
        self.errorOutput = errorOutput
    }

    /// Exit status 0: the user submitted.
    package static let submittedCode: Int32 = 0
    /// Exit status 1: the user cancelled (Esc or a cancel button).
    package static let cancelledCode: Int32 = 1
    /// Exit status 2: bad usage, or no usable terminal.
    package static let usageCode: Int32 = 2

    /// Exit status 124: a dialog got no key for `--timeout` seconds (as `timeout(1)` exits).
    package static let timedOutCode: Int32 = 124

    /// A timeout: exit status 124, nothing printed.
    package static let timedOut = CommandResult(code: timedOutCode)

    /// Esc: exit status 1, nothing printed.
    package static let cancelled = CommandResult(code: cancelledCode)

    /// Exit status 0, printing `text` and a line break.
    package static func submitted(_ text: String, isSecret: Bool = false) -> CommandResult {
        CommandResult(code: submittedCode, output: text + "\n", outputIsSecret: isSecret)
    }

    /// Exit status 1, printing nothing on stdout and `message` and a line break on stderr.
    package static func cancelled(saying message: String) -> CommandResult {
        CommandResult(code: cancelledCode, errorOutput: message + "\n")
    }
}

extension CommandResult: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The output as descriptions show it: `<secret>` for a secret.
    private var shownOutput: String {
        guard let output else { return "nil" }
        return outputIsSecret ? "<secret>" : String(reflecting: output)
    }

    package var description: String {
        let errorOutput = self.errorOutput.map { ", errorOutput: \(String(reflecting: $0))" } ?? ""
        return "CommandResult(code: \(code), output: \(shownOutput)\(errorOutput))"
    }

    package var debugDescription: String { description }

    package var customMirror: Mirror {
        var children: [(label: String?, value: Any)] = [("code", code), ("output", shownOutput)]
        if let errorOutput { children.append(("errorOutput", errorOutput)) }
        return Mirror(self, children: children, displayStyle: .struct)
    }
}
