/// A spinner beside a message, for work of unknown length, with an optional Cancel button.
///
/// `Screen.withActivity` shows it while an operation runs; the spinner turns by itself (its
/// task, `DialogTask.spinner`). Cancel, Enter, Space or Esc on a cancellable activity resolves
/// it with `CancellationError`.
public struct Activity: Dialog {
    /// The dialog's title; `nil` for none.
    public var title: String?
    /// What is going on, beside the spinner.
    public var message: String
    /// How many spinner frames have passed.
    public var phase: Int
    /// Whether the dialog has a Cancel button (and answers Esc).
    public var cancellable: Bool

    /// - Parameters:
    ///   - title: the dialog's title; none by default.
    ///   - message: what is going on, beside the spinner.
    ///   - phase: the spinner's frame to start at (`DialogTask.spinner` advances it).
    ///   - cancellable: whether the dialog has a Cancel button (and answers Esc).
    public init(title: String? = nil, message: String, phase: Int = 0, cancellable: Bool = true) {
        self.title = title
        self.message = message
        self.phase = phase
        self.cancellable = cancellable
    }

    static let buttons = [ButtonBar.Button("Cancel", role: .cancel)]

    public var tasks: [DialogTask<Activity>] { [.spinner(\.phase)] }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<Void> {
        if cancellable, event.mouse?.clickedButton == 0 { return .cancel }
        guard cancellable, case .key(let key) = event else { return .ignored }
        switch key {
        case .escape, .enter, .character(" "): return .cancel
        default:
            return ButtonBar.hotkeyIndex(for: key.typedCharacter, in: Self.buttons) == nil ? .ignored : .cancel
        }
    }

    /// Lays the spinner out beside the first line of the message, the button under them.
    public func render(into frame: inout Frame) {
        let bounds = frame.bounds
        let maxContent = max(3, min(bounds.columns - 4, 60))
        var lines = TextLayout.wrap(message, width: maxContent - 2)
        if lines.isEmpty { lines = [""] }
        let textWidth = lines.map { DisplayWidth.of($0) }.max() ?? 0
        let width = min(maxContent, max(textWidth + 2, DisplayWidth.of(title ?? "") + 2, cancellable ? 12 : 0))
        var rows = max(0, bounds.rows - 2)
        let buttonRows = cancellable ? min(1, rows) : 0
        rows -= buttonRows
        let messageRows = min(lines.count, rows)
        rows -= messageRows
        let gapRows = buttonRows > 0 ? min(1, rows) : 0

        let panel = Panel.area(for: Size(columns: width, rows: messageRows + gapRows + buttonRows), in: bounds)
        frame.render(Panel(title: title), in: panel)
        let content = Panel.content(of: panel)
        frame.render(Spinner(phase: phase), in: content.row(0))
        frame.render(
            Paragraph(lines: Paragraph.fitting(lines, rows: messageRows, width: content.columns - 2)),
            in: content.inset(left: 2))
        frame.render(
            ButtonBar(buttons: Self.buttons, focused: 0),
            in: Rect(x: content.x, y: content.maxY - buttonRows, columns: content.columns, rows: buttonRows))
    }
}
