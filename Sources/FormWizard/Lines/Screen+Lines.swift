extension Screen {
    /// A screen in line mode: every dialog presented is asked as plain lines on `lines` (its
    /// `LinePresentable` line form) instead of being drawn, for a terminal that cannot draw
    /// (`TERM=dumb`), a screen reader, or answers from a pipe.
    ///
    /// ```swift
    /// let screen = Screen(lines: VirtualLineTerminal())
    /// let name = try await screen.textInput("Name")   // writes "Name: ", reads a line
    /// ```
    /// - Parameters:
    ///   - lines: where questions are written and answers read.
    ///   - clock: the clock of delays (timeouts, tasks); tests pass a `TestClock`.
    public convenience init(lines: any LineTerminal, clock: any Clock<Duration> = ContinuousClock()) {
        self.init(terminal: LineModeDisplay(), clock: clock, mouse: false)
        linePrompter = LinePrompter(terminal: lines)
        linePrompter?.screen = self
    }

    /// Whether the screen asks as plain lines (`init(lines:)`) rather than drawing.
    public var isLineMode: Bool { linePrompter != nil }

    /// `present(_:)` in line mode: asks `dialog`'s line form on `prompter`.
    ///
    /// A dialog without one that shows as a line (`LineShowable`: an activity, a gauge) is
    /// presented as on a full screen, its line written: its tasks run and answer it (as
    /// `withActivity`'s operation does), and nothing else but cancellation can. Any other
    /// dialog cannot be asked: the prompter says `<Type> has no line form (LinePresentable)`
    /// and this throws `CancellationError`, as the typed `throws` allows nothing else, so the
    /// caller backs out as on Esc.
    func presentLines<D: Dialog>(
        _ dialog: D, resizePolicy: ResizePolicy?, on prompter: LinePrompter
    ) async throws(CancellationError) -> D.Value {
        if let form = dialog as? any LinePresentable<D.Value> { return try await form.presentLines(on: prompter) }
        guard dialog is any LineShowable else {
            prompter.say("\(D.self) has no line form (LinePresentable)")
            throw CancellationError()
        }
        sayLines(of: dialog)
        return try await outcome(of: push(dialog, resizePolicy: resizePolicy, awaited: true)).get()
    }

    /// In line mode, writes a shown dialog's line text (`LineShowable`), when it is new or
    /// differs from the one `previous` had.
    func sayLines<D: Dialog>(of dialog: D, after previous: D? = nil) {
        guard let linePrompter, let showable = dialog as? any LineShowable else { return }
        let text = showable.lineText
        if let previous = previous as? any LineShowable, previous.lineText == text { return }
        linePrompter.say(text)
    }
}

/// The terminal of a screen in line mode: frames go nowhere and no input comes (a shown
/// dialog is kept on the stack as on a full screen, and its line text written instead).
final class LineModeDisplay: Terminal {
    let size = Size(columns: 80, rows: 24)
    var inputHandler: (@MainActor ([InputEvent]) -> Void)?

    func apply(_ update: FrameUpdate) {}
}
