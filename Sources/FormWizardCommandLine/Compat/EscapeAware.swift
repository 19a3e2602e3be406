import FormWizard

/// A library dialog run for the dialog-compatible mode, telling Esc (dialog's 255) from a
/// Cancel or No button (1), which the dialog itself answers alike with `.cancel`.
///
/// It draws, prepares and runs tasks exactly as the dialog inside does: only the answer to
/// an event differs. Esc still cancels (`present` throws); a cancel that came from anything
/// else submits `.cancelled`. With `bottomLine` it also draws what that gives on the bottom
/// row of the screen, as dialog draws `--item-help`; with `size` it draws the dialog at that
/// size itself (`Dialog.render(at:into:)`), so that this line stays on the screen's last row.
/// The keys in `ignoredKeys` do nothing, as in dialog, where the library dialog answers them.
struct EscapeAware<Inner: Dialog>: Dialog {
    /// How the dialog inside ended, short of Esc.
    enum Outcome: Sendable {
        case value(Inner.Value)
        case cancelled
    }

    var inner: Inner
    /// The text for the bottom row of the screen in the dialog's state, if any.
    var bottomLine: (@Sendable (Inner) -> String?)?
    /// The size the dialog is drawn at, if not its own (see `CompatCommand.present`).
    var size: DialogSize?
    /// Keys dropped before the dialog sees them (an edit box's Ctrl-S and F2).
    var ignoredKeys: Set<Key> = []
    private var screenSize = Size(columns: 0, rows: 0)

    init(_ inner: Inner, bottomLine: (@Sendable (Inner) -> String?)? = nil, size: DialogSize? = nil) {
        self.inner = inner
        self.bottomLine = bottomLine
        self.size = size
    }

    mutating func handle(_ event: InputEvent) -> DialogResponse<Outcome> {
        if case .key(let key) = event, ignoredKeys.contains(key) { return .ignored }
        let response = size.map { inner.handle(event, at: $0, on: screenSize) } ?? inner.handle(event)
        if case .cancel = response, event != .key(.escape) { return .submit(.cancelled) }
        return Self.outcome(response)
    }

    mutating func prepare(for size: Size) {
        screenSize = size
        if self.size == nil { inner.prepare(for: size) }
    }

    func render(into frame: inout Frame) {
        if let size { inner.render(at: size, into: &frame) } else { inner.render(into: &frame) }
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

extension EscapeAware: LineShowable where Inner: LineShowable {
    /// The dialog's own lines (a followed file's, an output box's).
    var lineText: String { inner.lineText }

    func lines(after previous: EscapeAware?) -> [String] {
        inner.lines(after: previous?.inner)
    }

    /// The keys the dialog hears.
    var lineKeys: LineKeys? { inner.lineKeys }

    func preparedForLines() -> EscapeAware {
        var prepared = self
        prepared.inner = inner.preparedForLines()
        return prepared
    }
}
