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
        linePrompter = LinePrompter(terminal: lines, clock: clock)
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
        guard let showable = dialog as? any LineShowable else {
            prompter.say("\(D.self) has no line form (LinePresentable)")
            throw CancellationError()
        }
        let prepared = Self.prepared(showable) as? D ?? dialog
        sayLines(of: prepared)
        return try await outcome(of: push(prepared, resizePolicy: resizePolicy, awaited: true)).get()
    }

    /// In line mode, writes the lines of a shown dialog (`LineShowable`) as it is now, after
    /// it was `previous` (`nil`: when it is first shown).
    func sayLines<D: Dialog>(of dialog: D, after previous: D? = nil) {
        guard let linePrompter, let showable = dialog as? any LineShowable else { return }
        for line in Self.lines(of: showable, after: previous) { linePrompter.say(line) }
    }

    private static func lines<S: LineShowable>(of dialog: S, after previous: Any?) -> [String] {
        dialog.lines(after: previous as? S)
    }

    private static func prepared<S: LineShowable>(_ dialog: S) -> S {
        dialog.preparedForLines()
    }
}

/// The terminal of a screen in line mode: frames go nowhere and no input comes (a shown
/// dialog is kept on the stack as on a full screen, and its line text written instead).
final class LineModeDisplay: Terminal {
    let size = Size(columns: 80, rows: 24)
    var inputHandler: (@MainActor ([InputEvent]) -> Void)?

    func apply(_ update: FrameUpdate) {}
}
