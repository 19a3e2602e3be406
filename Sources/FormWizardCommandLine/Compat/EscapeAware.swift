import FormWizard

/// A library dialog run for the dialog-compatible mode, telling Esc (dialog's 255) from a
/// Cancel or No button (1), which the dialog itself answers alike with `.cancel`.
///
/// It draws, prepares and runs tasks exactly as the dialog inside does: only the answer to
/// an event differs. Esc still cancels (`present` throws); a cancel that came from anything
/// else submits `.cancelled`. With `bottomLine` it also draws what that gives on the bottom
/// row of the screen, as dialog draws `--item-help`.
struct EscapeAware<Inner: Dialog>: Dialog {
    /// How the dialog inside ended, short of Esc.
    enum Outcome: Sendable {
        case value(Inner.Value)
        case cancelled
    }

    var inner: Inner
    /// The text for the bottom row of the screen in the dialog's state, if any.
    var bottomLine: (@Sendable (Inner) -> String?)?

    init(_ inner: Inner, bottomLine: (@Sendable (Inner) -> String?)? = nil) {
        self.inner = inner
        self.bottomLine = bottomLine
    }

    mutating func handle(_ event: InputEvent) -> DialogResponse<Outcome> {
        let response = inner.handle(event)
        if case .cancel = response, event != .key(.escape) { return .submit(.cancelled) }
        return Self.outcome(response)
    }

    mutating func prepare(for size: Size) {
        inner.prepare(for: size)
    }

    func render(into frame: inout Frame) {
        inner.render(into: &frame)
        guard let text = bottomLine?(inner), !text.isEmpty, frame.bounds.rows > 0, frame.bounds.columns > 2 else {
            return
        }
        let row = Rect(x: 0, y: frame.bounds.maxY - 1, columns: frame.bounds.columns, rows: 1)
        frame.buffer.fill(row, style: frame.theme.screen)
        frame.buffer.write(
            text, at: Point(x: 1, y: row.y), style: frame.theme.screen, clip: row.inset(horizontal: 1, vertical: 0))
    }

    var tasks: [DialogTask<Self>] {
        inner.tasks.map { $0.map(\Self.inner, response: Self.taskOutcome) }
    }

    private static func outcome(_ response: DialogResponse<Inner.Value>) -> DialogResponse<Outcome> {
        switch response {
        case .ignored: .ignored
        case .handled: .handled
        case .submit(let value): .submit(.value(value))
        case .cancel: .cancel
        }
    }

    /// A task's cancel is no key: it counts as a cancel, not as Esc.
    @Sendable private static func taskOutcome(_ response: DialogResponse<Inner.Value>) -> DialogResponse<Outcome> {
        if case .cancel = response { return .submit(.cancelled) }
        return outcome(response)
    }
}

extension EscapeAware: LinePresentable where Inner: LinePresentable {
    /// The dialog's own line form: in line mode the only way to cancel is Esc (or the end of
    /// input), dialog's 255, so the answer is always a value.
    func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> Outcome {
        .value(try await inner.presentLines(on: prompter))
    }
}
