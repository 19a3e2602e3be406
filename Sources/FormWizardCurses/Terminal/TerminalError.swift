/// Why a `CursesTerminal` could not be opened; the description is the message to show a user.
public enum TerminalError: Error, Hashable, CustomStringConvertible {
    /// `/dev/tty` cannot be opened: the process has no controlling terminal (it runs under
    /// `setsid`, from cron, or in CI). `reason` is the system's error text.
    case noTerminal(reason: String)
    /// The environment has no `TERM`.
    case terminalTypeNotSet
    /// The terminfo database knows no terminal of this type.
    case unknownTerminalType(String)
    /// The terminal cannot move the cursor to a position (`TERM=dumb`, a printing terminal).
    case cannotPositionCursor(terminalType: String)

    public var description: String {
        switch self {
        case .noTerminal(let reason):
            "no terminal: cannot open /dev/tty (\(reason)); run it from an interactive terminal"
        case .terminalTypeNotSet:
            "no terminal type: TERM is not set (try TERM=xterm-256color)"
        case .unknownTerminalType(let type):
            "unknown terminal type '\(type)': no terminfo entry for it (try TERM=xterm-256color)"
        case .cannotPositionCursor(let type):
            "terminal '\(type)' cannot position the cursor; full-screen dialogs need a terminal such as xterm-256color"
        }
    }
}
