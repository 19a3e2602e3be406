/// How a `TerminalSession` asks its dialogs: drawn full screen, or as plain lines.
///
/// Line mode (`Screen.init(lines:)`) is for a terminal that cannot draw, a screen reader, and
/// answers given by a pipe: questions are written as lines, answers read as lines.
public enum SessionMode: Sendable, Hashable {
    /// Full screen where the terminal can draw, else lines: when `TERM` is unset, `dumb` or
    /// unknown to terminfo, the questions are asked on `/dev/tty`; when there is no `/dev/tty`,
    /// they are answered from standard input (a pipe or a file the program does not read for
    /// itself), as `lines` does.
    case automatic
    /// Always lines, as asked for (`formwizard --accessible`, `FORMWIZARD_ACCESSIBLE=1`):
    /// answered from standard input when it is a pipe or a file the program does not read for
    /// itself, else on `/dev/tty`.
    case lines
    /// Always full screen: a terminal that cannot draw is a `TerminalError`.
    case fullScreen
}
