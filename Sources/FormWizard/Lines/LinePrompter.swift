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
    /// The read under way, settled by the line, or by cancellation or shutdown.
    private var pending: Resolution<LineInput>?
    /// Whether `shutdown()` has run: every question throws at once.
    public private(set) var isShutDown = false
    /// The word that goes back to the previous step where a question offers it
    /// (`offeringBack`); "back" by default.
    public var backWord = "back"
    /// Whether questions offer `backWord` now.
    var offersBack = false
    /// Why the last read ended without an answer, when the user chose it.
    var exit: LineStep<Void>?
    /// The screen whose line mode this prompter is: where work asked for by a line form
    /// (`working(_:operation:)`) runs as a dialog's task.
    weak var screen: Screen?
    /// The value a form's line form has answered so far, as typed: the draft a wizard keeps
    /// for the step (`WizardStep+Lines`).
    var draft: (any Sendable)?

    /// A prompter asking on `terminal`.
    public init(terminal: any LineTerminal) {
        self.terminal = terminal
    }

    /// Writes `text` and a line end.
    public func say(_ text: String) {
        terminal.write(text + "\n")
    }

    /// Writes `text` and a line end unless it is empty: a title or message that may be missing.
    public func sayIfAny(_ text: String) {
        if !text.isEmpty { say(text) }
    }

    /// Reads one line with echo on or off.
    ///
    /// - Returns: the line, or `nil` for Esc.
    /// - Throws: `CancellationError` at the end of input, on an interrupt, when the awaiting
    ///   task is cancelled (also before the read) or the prompter shuts down.
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
    ///   the prompter shuts down, and for the back word where it is offered.
    func readInput(echo: Bool) async throws(CancellationError) -> LineInput {
        if Task.isCancelled || isShutDown { throw CancellationError() }
        exit = nil
        let resolution = Resolution<LineInput>()
        pending = resolution
        terminal.beginRead(echo: echo) { input in resolution.settle(.success(input)) != nil }
        let outcome = await resolution.wait()
        terminal.endRead()
        if pending === resolution { pending = nil }
        // The terminal echoed the line end only for a line it showed.
        let echoedLineEnd =
            switch outcome {
            case .success(.line), .success(.escape): echo
            default: false
            }
        if !echoedLineEnd { terminal.write("\n") }
        switch outcome {
        case .failure(let error): throw error
        case .success(.line(let text)):
            if offersBack, String(text.trimmingWhitespace()).lowercased() == backWord.lowercased() {
                exit = .back
                throw CancellationError()
            }
            return .line(text)
        case .success(.escape):
            exit = .escaped
            return .escape
        case .success(.end): return .end
        case .success(.interrupt): throw CancellationError()
        }
    }

    /// Ends the question under way with `CancellationError`, and every later one at once: the
    /// screen's `shutdown()`.
    public func shutdown() {
        isShutDown = true
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
            terminal.write(promptLine(prompt + shown))
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
