import Dispatch
import FormWizard
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program's dialogs on the real terminal and ends the process, restoring the terminal
/// on every way out.
///
/// ```swift
/// @main struct Main {
///     static func main() async {
///         await TerminalSession.run(program: "hello") { screen in
///             let ok = try? await screen.alert("Hello", actions: [.default("OK", true)])
///             return SessionOutcome(code: ok == nil ? 1 : 0, output: ok == nil ? nil : "OK\n")
///         }
///     }
/// }
/// ```
/// - The terminal cannot be opened: the reason goes to stderr as `program: message`, exit 2.
/// - The body returns: the screen shuts down, the terminal is restored, then the outcome's
///   output is written to stdout, its error output to stderr, and the process exits with its
///   code.
/// - SIGINT, SIGTERM or SIGHUP: the body's task is cancelled (every dialog it awaits throws
///   `CancellationError`) and gets 300 ms to finish; then, or at a second signal, the terminal
///   is restored and the process exits with 128 + the signal's number (130 for Ctrl-C).
///   They are watched from the body's first wait on (so that nothing delays the first
///   frame); until then they are ignored.
@MainActor
public final class TerminalSession {
    /// The signals that end a session.
    static let signals = [SIGINT, SIGTERM, SIGHUP]
    /// How long the body may take to wind down after a signal.
    static let gracePeriod = DispatchTimeInterval.milliseconds(300)

    private let program: String
    private var terminal: CursesTerminal?
    private var screen: Screen?
    private var task: Task<SessionOutcome, Never>?
    private var signalWatcher: SignalWatcher?
    private var interruption: Int32?
    private var deadline: (any DispatchSourceTimer)?

    private init(program: String) {
        self.program = program
    }

    /// Opens the terminal, runs `body` with a screen on it, and exits the process.
    ///
    /// Call it from an async `main`; it never returns. From the first frame on, the main thread
    /// serves the main queue itself (`MainQueue`) rather than leaving it to `dispatch_main()`.
    /// - Parameters:
    ///   - program: the name error messages start with.
    ///   - body: the program's dialogs; its outcome's code becomes the exit status.
    public static func run(
        program: String, _ body: @escaping @MainActor (Screen) async -> SessionOutcome
    ) async -> Never {
        await TerminalSession(program: program).run(body)
    }

    /// The theme for `terminal`: colours unless it has none or `NO_COLOR` is set.
    public static func theme(for terminal: CursesTerminal) -> Theme {
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        return terminal.hasColors && !noColor ? .default : .monochrome
    }

    private func run(_ body: @escaping @MainActor (Screen) async -> SessionOutcome) async -> Never {
        // Ignored at once, so that ncurses installs no handlers of its own and nothing ends
        // the process with the terminal in raw mode; watched once the first frame is out.
        for number in Self.signals { signal(number, SIG_IGN) }
        let terminal: CursesTerminal
        do {
            terminal = try CursesTerminal()
        } catch {
            StandardStream.error.write("\(program): \(error)\n")
            exit(2)
        }
        let screen = Screen(terminal: terminal, theme: Self.theme(for: terminal))
        self.terminal = terminal
        self.screen = screen
        // Started at once, not queued: the body draws its first frame before `main` suspends
        // (after which Dispatch needs a new thread to run the main queue).
        let task = Self.start { await body(screen) }
        self.task = task
        // Queued behind the body on the main actor: it runs once the body waits for the user.
        Task { [unowned self] in
            self.signalWatcher = SignalWatcher(Self.signals) { [unowned self] number in
                self.interrupted(by: number)
            }
        }
        Task { [unowned self] in
            let outcome = await task.value
            self.finish(self.interruption.map { SessionOutcome(code: 128 + $0) } ?? outcome)
        }
        MainQueue.serve()
    }

    /// The first signal cancels the body and starts the grace period; a second ends at once.
    private func interrupted(by number: Int32) {
        if let first = interruption {
            finish(SessionOutcome(code: 128 + first))
        }
        interruption = number
        guard let task else { finish(SessionOutcome(code: 128 + number)) }
        task.cancel()
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + Self.gracePeriod)
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.gracePeriodEnded(signal: number) }
        }
        timer.resume()
        deadline = timer
    }

    private func gracePeriodEnded(signal number: Int32) {
        finish(SessionOutcome(code: 128 + number))
    }

    /// Shuts the screen down, restores the terminal, prints the output and error output, and
    /// exits.
    private func finish(_ outcome: SessionOutcome) -> Never {
        screen?.shutdown()
        terminal?.close()
        if let output = outcome.output { StandardStream.output.write(output) }
        if let errorOutput = outcome.errorOutput { StandardStream.error.write(errorOutput) }
        exit(outcome.code)
    }
}
