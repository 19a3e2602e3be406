extension FormWizardCommand {
    /// The version `--version` prints and the man page carries.
    package static let version = "0.2.0"

    /// `--version`, `--man-page` and `--completion SHELL`, which print something about the
    /// program instead of running a command; `nil` for any other first argument.
    static func programOption(_ arguments: [String]) -> Invocation? {
        guard let first = arguments.first else { return nil }
        let rest = arguments.dropFirst()
        switch first {
        case "--version", "--man-page":
            if let extra = rest.first { return usageError("unexpected argument '\(extra)'", hint: programName) }
            return .help(first == "--version" ? "\(programName) \(version)\n" : ManPage.text)
        case "--completion":
            let shells = ShellCompletion.allCases.map(\.rawValue).joined(separator: ", ")
            guard let name = rest.first, rest.count == 1 else {
                return usageError("--completion needs one shell: \(shells)", hint: programName)
            }
            guard let shell = ShellCompletion(rawValue: name) else {
                return usageError("no completion for '\(name)'; the shells are \(shells)", hint: programName)
            }
            return .help(shell.script)
        default:
            return nil
        }
    }
}
