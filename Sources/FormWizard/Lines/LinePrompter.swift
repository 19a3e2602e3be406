/// The questions every line form is made of, asked on a `LineTerminal`: say text, ask for text
/// (checked, asked again until valid), ask for a secret (echo off), choose one or many of
/// numbered options, yes or no.
///
/// Each question writes its prompt, reads lines until an answer is valid (saying why one is
/// not), and returns it. Esc (a line that is just Esc), the end of input, an interrupt, the
/// awaiting task's cancellation and the screen's shutdown end it with `CancellationError`,
/// exactly once (`Resolution`, as a presented dialog), and the terminal's echo is back on on
/// every way out. One question is asked at a time.
@MainActor
public final class LinePrompter {
    /// Where the questions are asked.
    public let terminal: any LineTerminal
    /// The clock of time limits (`withTimeLimit`, `Screen.withTimeout`); tests pass a `TestClock`.
    public let clock: any Clock<Duration>
    /// The read under way, settled by the line, a timer, cancellation or shutdown.
    private(set) var pending: Resolution<LineRead>?
    /// The dialog shown as lines that hears its keys now (`listen`), if any.
    var listening: LineListening?
    /// Keys heard and not yet handed to the dialog (`deliverHeardKeys()`), each with whether
    /// its line still needs its end written (the end of input).
    var heardKeys: [(key: Key, endsLine: Bool)] = []
    /// Hands the keys heard to the dialog once the terminal has finished with their line.
    lazy var keyDelivery = Deferral { [weak self] in self?.deliverHeardKeys() }
    /// Whether `shutdown()` has run: every question throws at once.
    public private(set) var isShutDown = false
    /// The word that goes back to the previous step where a question offers it
    /// (`offeringBack`); "back" by default.
    public var backWord = "back"
    /// Whether questions offer `backWord` now.
    var offersBack = false
    /// Why the last read ended without an answer, when the user chose it.
    var exit: LineStep<Void>?
    /// The sleep until the deadline of the innermost `withTimeLimit`, run by each read in it.
    var timeLimit: (@Sendable () async throws -> Void)?
    /// Whether the last read ended because the time limit passed.
    var isTimeUp = false
    /// The screen whose line mode this prompter is: where work asked for by a line form
    /// (`working(_:operation:)`) runs as a dialog's task.
    weak var screen: Screen?
    /// What the step's line form has answered so far (a form's value as typed, a list's
    /// marks, a text): the draft a wizard keeps for the step (`WizardStep+Lines`).
    var draft: (any Sendable)?

    /// A prompter asking on `terminal`.
    ///
    /// - Parameters:
    ///   - terminal: where questions are written and answers read.
    ///   - clock: the clock of time limits and timeouts.
    public init(terminal: any LineTerminal, clock: any Clock<Duration> = ContinuousClock()) {
        self.terminal = terminal
        self.clock = clock
    }

    /// Writes `text` and a line end.
    public func say(_ text: String) {
        write(text + "\n")
    }

    /// Writes `text` to the terminal through `TerminalText.safe`: the one way a line form's
    /// text reaches the terminal, so that no title, item, file name or program output puts a
    /// control sequence on it.
    func write(_ text: String) {
        terminal.write(TerminalText.safe(text))
    }

    /// Writes `text` and a line end unless it is empty: a title or message that may be missing.
    public func sayIfAny(_ text: String) {
        if !text.isEmpty { say(text) }
    }

    /// Reads one line with echo on or off.
    ///
    /// Inside `Screen.withTimeout`, a read that gets no line for its duration ends as timed out
    /// (each read waits afresh, as each key restarts a dialog's wait); inside `withTimeLimit`,
    /// a read still waiting at its deadline ends as the time being up.
    /// - Returns: the line, or `nil` for Esc.
    /// - Throws: `CancellationError` at the end of input, on an interrupt, when the awaiting
    ///   task is cancelled (also before the read), the prompter shuts down or a time runs out.
    public func readLine(echo: Bool = true) async throws(CancellationError) -> String? {
        switch try await readInput(echo: echo) {
        case .line(let text): return text
        case .escape: return nil
        case .end, .interrupt: throw CancellationError()
        }
    }

    /// `readLine(echo:)`, answering the end of input as `.end` instead of throwing: for a
    /// question that the end of input finishes (the lines of a text area).
    ///
    /// - Returns: `.line`, `.escape` or `.end`.
    /// - Throws: `CancellationError` on an interrupt, when the awaiting task is cancelled or
    ///   the prompter shuts down, when a time runs out, and for the back word where it is
    ///   offered.
    func readInput(echo: Bool) async throws(CancellationError) -> LineInput {
        if Task.isCancelled || isShutDown { throw CancellationError() }
        // From here on the lines are answers, not keys for a dialog shown below.
        deafen()
        exit = nil
        isTimeUp = false
        let resolution = Resolution<LineRead>()
        pending = resolution
        var timers: [LineRead.Timer] = []
        let timeout = TimeoutScope.current
        if let timeout { timers.append(.init(sleep: Self.sleep(on: clock, for: timeout.duration), read: .timedOut)) }
        if let timeLimit { timers.append(.init(sleep: timeLimit, read: .timeUp)) }
        terminal.beginRead(echo: echo) { input in resolution.settle(.success(.input(input))) != nil }
        let outcome = await LineRead.wait(for: resolution, timers: timers)
        terminal.endRead()
        if pending === resolution { pending = nil }
        // The terminal echoed the line end only for a line it showed.
        let echoedLineEnd =
            switch outcome {
            case .success(.input(.line)), .success(.input(.escape)): echo
            default: false
            }
        if !echoedLineEnd { write("\n") }
        switch outcome {
        case .failure(let error): throw error
        case .success(.input(.line(let text))):
            if offersBack, String(text.trimmingWhitespace()).lowercased() == backWord.lowercased() {
                exit = .back
                throw CancellationError()
            }
            return .line(text)
        case .success(.input(.escape)):
            exit = .escaped
            return .escape
        case .success(.input(.end)): return .end
        case .success(.input(.interrupt)): throw CancellationError()
        case .success(.timedOut):
            timeout?.hasFired = true
            throw CancellationError()
        case .success(.timeUp):
            isTimeUp = true
            throw CancellationError()
        }
    }

    /// Asks `questions` with a deadline `duration` from now on the prompter's clock: a read
    /// still waiting then ends, and this returns `nil` (a pause's countdown). A duration beyond
    /// `Int32.max` seconds (68 years) counts as that.
    ///
    /// - Returns: what `questions` returned, or `nil` when the time was up first.
    /// - Throws: `CancellationError` as the questions do (Esc, the end of input…).
    public func withTimeLimit<T>(
        _ duration: Duration, _ questions: () async throws(CancellationError) -> T
    ) async throws(CancellationError) -> T? {
        let outer = timeLimit
        timeLimit = Self.sleep(on: clock, for: duration.clampedAtEntry)
        defer { timeLimit = outer }
        do {
            return try await questions()
        } catch {
            guard isTimeUp, !Task.isCancelled, !isShutDown else { throw error }
            isTimeUp = false
            return nil
        }
    }

    /// A sleep until `duration` from now on `clock`: the deadline is taken now, so a test's
    /// clock advanced before the sleep starts still ends it.
    nonisolated package static func sleep<C: Clock>(
        on clock: C, for duration: Duration
    ) -> @Sendable () async throws -> Void where C.Duration == Duration {
        let deadline = clock.now.advanced(by: duration)
        return { try await clock.sleep(until: deadline, tolerance: nil) }
    }

    /// Ends the question under way with `CancellationError`, and every later one at once: the
    /// screen's `shutdown()`.
    public func shutdown() {
        isShutDown = true
        stopListening()
        keyDelivery.stop()
        pending?.settle(.failure(CancellationError()))
    }

    /// Asks for text until `validate` accepts it.
    ///
    /// - Parameters:
    ///   - prompt: what is asked, written before the answer as `prompt: ` (or `prompt [default]: `).
    ///   - defaultAnswer: what an empty line answers; `nil` keeps the empty line.
    ///   - echo: whether the answer is shown as it is typed.
    ///   - validate: why an answer is refused, or `nil` to accept it; said, then asked again.
    /// - Throws: `CancellationError` on Esc and as `readLine(echo:)` does.
    public func ask(
        _ prompt: String, default defaultAnswer: String? = nil, echo: Bool = true,
        validate: (String) -> String? = { _ in nil }
    ) async throws(CancellationError) -> String {
        let shown = defaultAnswer.map { $0.isEmpty || !echo ? "" : " [\($0)]" } ?? ""
        while true {
            write(promptLine(prompt + shown))
            guard let line = try await readLine(echo: echo) else { throw CancellationError() }
            let answer = line.isEmpty ? defaultAnswer ?? line : line
            guard let problem = validate(answer) else { return answer }
            say(problem)
        }
    }

    /// Asks for a secret with echo off until `validate` accepts it: it is never shown, not
    /// even on a terminal that cannot hide a field.
    public func askSecret(
        _ prompt: String, validate: (String) -> String? = { _ in nil }
    ) async throws(CancellationError) -> String {
        try await ask(prompt, echo: false, validate: validate)
    }
}
