/// What a command line asks for.
package enum Invocation: Sendable {
    /// Run this command on the terminal.
    case run(any Command)
    /// Print this text on stdout and exit 0 (`--help`).
    case help(String)
    /// Print this text on stderr and exit 2.
    case usageError(String)
    /// Print the result's output and error output and exit with its status, without a screen
    /// (the dialog-compatible mode's errors and `--print-maxsize`).
    case finished(CommandResult)
}
