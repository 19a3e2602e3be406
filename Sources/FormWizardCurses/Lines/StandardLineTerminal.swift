import FormWizard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The line terminal of a real program (`Screen(lines:)`): it reads and writes `/dev/tty`, or,
/// when there is no terminal, reads standard input (answers from a pipe) and writes standard
/// error; standard output stays for the answer.
///
/// Lines are read on a thread of its own (`LineReader`), never blocking the main actor. A
/// secret is read with the terminal's echo off (and its line end not echoed either); echo is
/// back on when the read ends, however it ends: its line, Esc, Ctrl-D, the awaiting task's
/// cancellation, or a signal (`EchoRestore`: Ctrl-C, SIGTERM, SIGHUP).
@MainActor
public final class StandardLineTerminal: LineTerminal {
    private let input: Int32
    private let output: Int32
    private let closesInput: Bool
    private let isTerminal: Bool
    private var reader: LineReader?
    private var typedAhead: [LineInput] = []
    private var hasEnded = false
    private var isClosed = false
    /// Whether the read under way echoes what it reads.
    private var echoes = true
    private var received: (@MainActor (LineInput) -> Bool)?
    /// The terminal's modes from before echo went off, while it is off.
    private var echoedModes: termios?
    /// Whether anything but the end of input was read.
    private var hasReadInput = false
    /// Why `/dev/tty` could not be opened, when the answers come from standard input for want
    /// of a terminal (set by the session that made this terminal).
    package var noTerminalReason: String?

    /// Whether a question got the end of input before any line was read, with no terminal to
    /// ask on (`noTerminalReason`): nobody could answer, which is a terminal error, not a
    /// cancel (`setsid formwizard input </dev/null`).
    package private(set) var hadNoAnswers = false

    /// Reads and writes `/dev/tty`, or, when the process has no terminal, reads standard input
    /// and writes standard error.
    public convenience init() {
        let tty = open("/dev/tty", O_RDWR | O_CLOEXEC)
        if tty >= 0 {
            self.init(input: tty, output: tty, closesInput: true)
        } else {
            self.init(input: STDIN_FILENO, output: STDERR_FILENO)
        }
    }

    /// Reads `input` and writes to `output` (descriptors it does not close unless told to).
    package init(input: Int32, output: Int32, closesInput: Bool = false) {
        self.input = input
        self.output = output
        self.closesInput = closesInput
        self.isTerminal = isatty(input) == 1
        reader = LineReader(descriptor: input) { [weak self] inputs in self?.receive(inputs) }
        if reader == nil { hasEnded = true }
    }

    isolated deinit {
        close()
    }

    /// Ends a read (its echo back on), stops reading and closes what it opened; every read after
    /// it gets the end of input.
    public func close() {
        endRead()
        reader?.close()
        reader = nil
        typedAhead = []
        hasEnded = true
        if closesInput, !isClosed { SystemCall.close(input) }
        isClosed = true
    }

    /// Whether the input is a terminal (`/dev/tty`), not a pipe or a file of answers.
    public var isInteractive: Bool { isTerminal }

    public func write(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes {
                SystemCall.write(output, $0.baseAddress.map { $0 + offset }, $0.count - offset)
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return }
            offset += count
        }
    }

    public func beginRead(echo: Bool, received: @escaping @MainActor (LineInput) -> Bool) {
        if !echo { echoOff() }
        echoes = echo
        self.received = received
        deliver()
    }

    public func endRead() {
        received = nil
        guard var modes = echoedModes else { return }
        echoedModes = nil
        _ = tcsetattr(input, TCSANOW, &modes)
        EchoRestore.disarm()
    }

    /// Lines the reader read, in order.
    private func receive(_ inputs: [LineInput]) {
        if inputs.contains(where: { $0 != .end }) { hasReadInput = true }
        typedAhead += inputs
        deliver()
    }

    private func deliver() {
        guard let received else { return }
        let next: LineInput
        if !typedAhead.isEmpty {
            next = typedAhead.removeFirst()
            if next == .end, !isTerminal { hasEnded = true }
        } else if hasEnded {
            next = .end
        } else {
            return
        }
        self.received = nil
        if next == .end, !hasReadInput, noTerminalReason != nil { hadNoAnswers = true }
        guard received(next) else {
            typedAhead.insert(next, at: 0)
            return
        }
        echoFromPipe(next)
    }

    /// Shows an answer read from a pipe or a file, as a terminal echoes what is typed, so that
    /// the questions and answers read as a transcript ("Name: Ada") rather than prompts run
    /// together; a secret's is not shown (the prompter ends its line).
    private func echoFromPipe(_ input: LineInput) {
        guard !isTerminal, echoes else { return }
        switch input {
        // The answer came from outside too: it goes through the same filter as the questions.
        case .line(let text): write(TerminalText.safe(text) + "\n")
        case .escape: write("\n")
        case .end, .interrupt: break
        }
    }

    /// Turns the terminal's echo off (and the echo of the line end), arming its restore.
    private func echoOff() {
        guard echoedModes == nil, isTerminal else { return }
        var modes = termios()
        guard tcgetattr(input, &modes) == 0 else { return }
        echoedModes = modes
        EchoRestore.arm(descriptor: input, modes: modes)
        modes.c_lflag &= ~tcflag_t(ECHO | ECHONL)
        _ = tcsetattr(input, TCSANOW, &modes)
    }
}
