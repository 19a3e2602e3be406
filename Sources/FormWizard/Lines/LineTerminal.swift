/// Where a screen in line mode asks its questions: plain lines of text out, one line at a time
/// in (a real terminal in canonical mode, a pipe, or `VirtualLineTerminal` in tests).
///
/// A line terminal only writes text and reads lines; what is asked, and how answers are
/// checked, belongs to `LinePrompter`. Everything happens on the main actor.
@MainActor
public protocol LineTerminal: AnyObject {
    /// Whether a person types the lines as they are read (a terminal), rather than a pipe or a
    /// file that holds the answers to questions still to come. Only then does a dialog shown as
    /// lines hear keys while it runs (`LineShowable.lineKeys`): a read on a pipe would take an
    /// answer meant for a later question.
    var isInteractive: Bool { get }

    /// Writes `text` as it is (the prompter adds the line ends).
    func write(_ text: String)

    /// Starts waiting for the next line and calls `received` once with it, on the main actor,
    /// unless `endRead()` comes first. A line typed before is delivered at once.
    ///
    /// - Parameters:
    ///   - echo: whether what is typed is shown; off for secrets, which must never be shown.
    ///   - received: what was read: a line, Esc, the end of input or an interrupt. It answers
    ///     whether it took the input: `false` when the wait ended meanwhile (the task was
    ///     cancelled), and then the input stays first for the next read.
    func beginRead(echo: Bool, received: @escaping @MainActor (LineInput) -> Bool)

    /// Ends the wait `beginRead` started, whether the line came or the wait was cancelled:
    /// echo is back on, and a line that arrives later is kept for the next read.
    func endRead()
}

/// What a line terminal read.
public enum LineInput: Hashable, Sendable {
    /// A line, without its line end.
    case line(String)
    /// A line that is just Esc: cancel (or the dialog's own answer to Esc).
    case escape
    /// The end of input (Ctrl-D, the end of a pipe): cancel.
    case end
    /// An interrupt (Ctrl-C): cancel.
    case interrupt

    /// What a terminal read as `text` (a line without its end): `.escape` for a line that is
    /// just Esc, `.line` otherwise.
    public init(reading text: String) {
        self = text == "\u{1B}" ? .escape : .line(text)
    }
}
