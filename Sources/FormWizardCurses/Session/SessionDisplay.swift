import FormWizard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a session's screen shows its dialogs on: the full-screen terminal, or plain lines.
@MainActor
enum SessionDisplay {
    case fullScreen(CursesTerminal)
    case lines(StandardLineTerminal)

    /// Opens the display `mode` asks for.
    ///
    /// - Parameters:
    ///   - mode: full screen, lines, or full screen where the terminal can draw.
    ///   - readsStandardInput: whether the program reads standard input for itself, so that
    ///     answers in line mode cannot come from it.
    ///   - usesAlternateScreen: as for `CursesTerminal.init(usesAlternateScreen:)`.
    /// - Throws: `TerminalError` when neither can be opened: the full-screen terminal's reason,
    ///   or, in line mode, `.noTerminal` when there is no `/dev/tty` and standard input cannot
    ///   give the answers.
    init(mode: SessionMode, readsStandardInput: Bool, usesAlternateScreen: Bool) throws(TerminalError) {
        switch mode {
        case .fullScreen:
            self = .fullScreen(try CursesTerminal(usesAlternateScreen: usesAlternateScreen))
        case .lines:
            self = .lines(try Self.lineTerminal(readsStandardInput: readsStandardInput))
        case .automatic:
            do {
                self = .fullScreen(try CursesTerminal(usesAlternateScreen: usesAlternateScreen))
            } catch {
                guard let lines = try? Self.lineTerminal(readsStandardInput: readsStandardInput) else { throw error }
                self = .lines(lines)
            }
        }
    }

    /// The line terminal: standard input when it is a pipe or a file the program leaves to the
    /// answers (`printf 'Ada\n' | formwizard input --accessible`), else `/dev/tty`, which the
    /// questions are written to as well, as full-screen dialogs are drawn there.
    ///
    /// - Throws: `.noTerminal` when neither can be read.
    static func lineTerminal(readsStandardInput: Bool) throws(TerminalError) -> StandardLineTerminal {
        if !readsStandardInput, isatty(STDIN_FILENO) == 0, fcntl(STDIN_FILENO, F_GETFD) != -1 {
            let lines = StandardLineTerminal(input: STDIN_FILENO, output: STDERR_FILENO)
            // With no terminal either, input that ends before an answer is nobody to ask.
            let tty = open("/dev/tty", O_RDWR | O_CLOEXEC)
            if tty >= 0 { SystemCall.close(tty) } else { lines.noTerminalReason = String(cString: strerror(errno)) }
            return lines
        }
        let tty = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard tty >= 0 else { throw .noTerminal(reason: String(cString: strerror(errno))) }
        return StandardLineTerminal(input: tty, output: tty, closesInput: true)
    }

    /// The terminal error to report for a session that ended without anyone to answer: no
    /// terminal, and standard input ended before its first line (`StandardLineTerminal.hadNoAnswers`).
    var unanswered: TerminalError? {
        guard case .lines(let lines) = self, lines.hadNoAnswers, let reason = lines.noTerminalReason else { return nil }
        return .noTerminal(reason: "\(reason); standard input gave no answer either")
    }

    /// Gives the terminal back as it was.
    func close() {
        switch self {
        case .fullScreen(let terminal): terminal.close()
        case .lines(let lines): lines.close()
        }
    }
}
