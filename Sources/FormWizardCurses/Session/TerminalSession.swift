import Dispatch
import FormWizard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a program's dialogs on the real terminal, restoring the terminal on every way out.
///
/// `withScreen(theme:mouse:usesAlternateScreen:mode:readsStandardInput:_:)` lends a body a screen
/// and returns its value with the terminal restored;
/// `run(program:theme:mouse:usesAlternateScreen:mode:readsStandardInput:_:)` is the whole life of
/// a program that ends after its dialogs. Where the terminal cannot draw (`TERM=dumb`, no
/// `/dev/tty`), or when asked (`SessionMode.lines`), the screen asks as plain lines instead.
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
@MainActor
public final class TerminalSession {
    /// The signals that end a session.
    static let signals = [SIGINT, SIGTERM, SIGHUP]
    /// How long the body may take to wind down after a signal.
    static let gracePeriod = DispatchTimeInterval.milliseconds(300)
    /// Whether a session is running: there is one terminal, so one at a time.
    private static var isRunning = false

    private let display: SessionDisplay
    private let screen: Screen
    private let errorHold: StandardErrorHold?
    private var task: Task<Void, Never>?
    private var signalWatcher: SignalWatcher?
    private var interruption: Int32?
    private var deadline: (any DispatchSourceTimer)?
    private var isClosed = false

    private init(display: SessionDisplay, theme: Theme, mouse: Bool) {
        self.display = display
        switch display {
        case .fullScreen(let terminal):
            screen = Screen(terminal: terminal, theme: Self.theme(for: terminal, preferred: theme), mouse: mouse)
            errorHold = StandardErrorHold()
        case .lines(let lines):
            // Nothing is drawn over stderr: a line written there meanwhile is written at once.
            screen = Screen(lines: lines)
            errorHold = nil
        }
    }

    /// Runs `body` with a screen on the real terminal, and returns its value once the screen is
    /// shut down and the terminal restored, for a program that goes on after its dialogs.
    ///
    /// Named as `withTaskGroup` and `withUnsafePointer` are: the screen is lent to `body` and
    /// is only good inside it; whatever runs after the call sees the terminal as it was. It is
    /// also the building block of `run(program:theme:mouse:usesAlternateScreen:mode:readsStandardInput:_:)`,
    /// so both take signals the same way:
    /// - SIGINT, SIGTERM or SIGHUP cancel the body (every dialog it awaits throws
    ///   `CancellationError`); if it ends within 300 ms, this throws `TerminalInterruption`.
    ///   If it is still running then, or at a second signal, the terminal is restored and the
    ///   process exits with 128 + the signal's number (130 for Ctrl-C). A signal that arrives
    ///   before the first frame is held until the session watches signals, not lost.
    /// - SIGQUIT (`Ctrl-\`) and crashes restore the terminal from their signal handler; see
    ///   `CursesTerminal`.
    /// - When stderr is the terminal, what is written to it meanwhile is held and written once
    ///   the terminal is restored (on a crash too), rather than over the dialogs.
    /// - Cancelling the calling task cancels the body.
    ///
    /// Called from an async `main` before it first suspends, the main thread serves the main
    /// queue itself while the body runs (`MainQueue`), sparing the first frame the cost of
    /// `dispatch_main()`. One session at a time.
    /// - Parameters:
    ///   - theme: the styles to draw with where the terminal shows colours and `NO_COLOR` is
    ///     not set; `Theme.monochrome` otherwise (see `theme(for:preferred:)`).
    ///   - mouse: whether the screen has the terminal report the mouse (`Screen.isMouseEnabled`,
    ///     which the body may change); on by default.
    ///   - usesAlternateScreen: whether the dialogs are drawn on the alternate screen (the
    ///     default), or over the normal screen, for a body that leaves its last frame there
    ///     (`Screen.shutdown(keepingLastFrame:)`, an info box, as `dialog --infobox` does).
    ///   - mode: full screen where the terminal can draw and plain lines where it cannot (the
    ///     default), always lines (`Screen.isLineMode`: a screen reader, answers from a pipe), or
    ///     always full screen.
    ///   - readsStandardInput: whether the body reads standard input for itself (items piped
    ///     in), so that answers in line mode are read on `/dev/tty`, never from it.
    ///   - body: the dialogs; the screen is only good inside it.
    /// - Throws: `TerminalError` when the terminal cannot be opened (nothing on it has changed
    ///   then), or when there is none and standard input ended before the first answer (nobody
    ///   could answer: `.noTerminal`, not a cancel); `TerminalInterruption` when a signal ended the body; else what `body` throws.
    public static func withScreen<Value>(
        theme: Theme = .default, mouse: Bool = true, usesAlternateScreen: Bool = true,
        mode: SessionMode = .automatic, readsStandardInput: Bool = false,
        _ body: @escaping @MainActor (Screen) async throws -> Value
    ) async throws -> Value {
        precondition(!isRunning, "TerminalSession.withScreen: a session is already running")
        isRunning = true
        defer { isRunning = false }
        let held = SignalHandlers.hold(signals)
        defer { SignalHandlers.release(held) }
        StandardStream.reserveClosedDescriptors()
        let display = try SessionDisplay(
            mode: mode, readsStandardInput: readsStandardInput, usesAlternateScreen: usesAlternateScreen)
        let session = TerminalSession(display: display, theme: theme, mouse: mouse)
        let result = await session.run(body)
        session.close()
        // A signal held all along: the body ended before the session watched signals.
        if let number = session.interruption ?? SignalHandlers.takeHeld() {
            throw TerminalInterruption(signal: number)
        }
        // Nobody could answer: what the body made of the end of input (a cancel) is not the
        // outcome.
        if let error = display.unanswered { throw error }
        return try result.get()
    }

    /// Opens the terminal, runs `body` with a screen on it, and exits the process.
    ///
    /// Call it from an async `main`; it never returns. It is
    /// `withScreen(theme:mouse:usesAlternateScreen:mode:readsStandardInput:_:)` and then:
    /// - The terminal cannot be opened (or there is none, and nothing on standard input to
    ///   answer): the reason goes to stderr as `program: message`, exit 2.
    /// - The body returns: the outcome's output is written to stdout, its error output to
    ///   stderr, and the process exits with its code. If the output cannot be written (a full
    ///   disk, a closed stdout), the reason goes to stderr as `program: message`, exit 2.
    /// - A signal ends it: exit 128 + the signal's number (130 for Ctrl-C).
    /// - Parameters:
    ///   - program: the name error messages start with.
    ///   - theme: the styles to draw with where colours are shown (see
    ///     `withScreen(theme:mouse:usesAlternateScreen:mode:readsStandardInput:_:)`).
    ///   - mouse: whether the screen has the terminal report the mouse; on by default.
    ///   - usesAlternateScreen: as for `withScreen(theme:mouse:usesAlternateScreen:mode:readsStandardInput:_:)`.
    ///   - mode: full screen, plain lines, or full screen where the terminal can draw (the default).
    ///   - readsStandardInput: whether the body reads standard input for itself, so that
    ///     answers in line mode never come from it.
    ///   - body: the program's dialogs; its outcome's code becomes the exit status.
    public static func run(
        program: String, theme: Theme = .default, mouse: Bool = true, usesAlternateScreen: Bool = true,
        mode: SessionMode = .automatic, readsStandardInput: Bool = false,
        _ body: @escaping @MainActor (Screen) async -> SessionOutcome
    ) async -> Never {
        await run(
            program: program, failureStatus: 2, theme: theme, mouse: mouse, usesAlternateScreen: usesAlternateScreen,
            mode: mode, readsStandardInput: readsStandardInput, body)
    }

    /// `run(program:theme:mouse:usesAlternateScreen:mode:readsStandardInput:_:)`, exiting with
    /// `failureStatus` rather than 2 when the terminal cannot be opened or nobody could answer:
    /// a program that imitates another's statuses (dialog's and whiptail's 255).
    public static func run(
        program: String, failureStatus: Int32, theme: Theme = .default, mouse: Bool = true,
        usesAlternateScreen: Bool = true, mode: SessionMode = .automatic, readsStandardInput: Bool = false,
        _ body: @escaping @MainActor (Screen) async -> SessionOutcome
    ) async -> Never {
        let outcome: SessionOutcome
        do {
            outcome = try await withScreen(
                theme: theme, mouse: mouse, usesAlternateScreen: usesAlternateScreen, mode: mode,
                readsStandardInput: readsStandardInput, body)
        } catch let interruption as TerminalInterruption {
            exit(interruption.exitStatus)
        } catch {
            StandardStream.error.write("\(program): \(error)\n")
            exit(failureStatus)
        }
        exit(outcome.write(program: program, failureStatus: failureStatus))
    }

    /// The theme for `terminal`: `preferred` unless the terminal has no colours or `NO_COLOR`
    /// is set (to anything but the empty string), then `Theme.monochrome`, which shows focus
    /// and everything else with attributes alone.
    ///
    /// - Parameters:
    ///   - terminal: the terminal the screen draws on.
    ///   - preferred: the theme asked for.
    public static func theme(for terminal: CursesTerminal, preferred: Theme = .default) -> Theme {
        let noColor = getenv("NO_COLOR").map { $0.pointee != 0 } ?? false
        return terminal.hasColors && !noColor ? preferred : .monochrome
    }

    /// Runs the body to its end, serving the main queue meanwhile when this thread may.
    private func run<Value>(
        _ body: @escaping @MainActor (Screen) async throws -> Value
    ) async -> Result<Value, any Error> {
        let ending = BodyResult<Value>()
        let screen = self.screen
        // Started at once, not queued: the body draws its first frame before this returns.
        let task = Self.start {
            do {
                ending.result = .success(try await body(screen))
            } catch {
                ending.result = .failure(error)
            }
        }
        self.task = task
        // Queued behind the body on the main actor: it runs once the body waits for the user.
        Task { [weak self] in self?.watchSignals() }
        await withTaskCancellationHandler {
            if MainQueue.canServe {
                MainQueue.serve(until: { ending.result != nil })
            } else {
                await task.value
            }
        } onCancel: {
            task.cancel()
        }
        return ending.result ?? .failure(CancellationError())
    }

    /// Takes SIGINT, SIGTERM and SIGHUP from here on, starting with one held since the start.
    private func watchSignals() {
        guard !isClosed else { return }
        signalWatcher = SignalWatcher(Self.signals) { [weak self] in
            if let number = SignalHandlers.takeHeld() { self?.interrupted(by: number) }
        } handler: { [weak self] number in
            self?.interrupted(by: number)
        }
    }

    /// The first signal cancels the body and starts the grace period; a second ends at once.
    private func interrupted(by number: Int32) {
        guard !isClosed else { return }
        if let first = interruption { finish(status: 128 + first) }
        interruption = number
        task?.cancel()
        let timer = DispatchSource.makeTimerSource(queue: .main)
        timer.schedule(deadline: .now() + Self.gracePeriod)
        timer.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.gracePeriodEnded(signal: number) }
        }
        timer.resume()
        deadline = timer
    }

    private func gracePeriodEnded(signal number: Int32) {
        guard !isClosed else { return }
        finish(status: 128 + number)
    }

    /// Stops watching signals, shuts the screen down, restores the terminal, and writes what
    /// stderr held meanwhile.
    private func close() {
        guard !isClosed else { return }
        isClosed = true
        deadline?.cancel()
        deadline = nil
        signalWatcher = nil
        screen.shutdown()
        display.close()
        errorHold?.release()
    }

    /// Restores the terminal and exits: the body did not end in time.
    private func finish(status: Int32) -> Never {
        close()
        exit(status)
    }
}

/// Where the body's task leaves its result for the session.
@MainActor
private final class BodyResult<Value> {
    var result: Result<Value, any Error>?
}
