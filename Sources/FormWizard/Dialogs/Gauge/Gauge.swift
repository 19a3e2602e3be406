/// A progress dialog: a message and a bar that fills as work gets done, with an optional
/// Cancel button.
///
/// Show it without waiting and update it from the main actor as the work runs (for several
/// tasks at once, each with a row, `Screen.withTaskProgress`):
/// ```swift
/// let gauge = screen.show(Gauge(title: "Copying", message: "Preparing…", cancellable: true))
/// defer { gauge.dismiss() }
/// for (index, file) in files.enumerated() {
///     try await copy(file)
///     try gauge.update {  // throws CancellationError once the user pressed Cancel
///         $0.fraction = Double(index + 1) / Double(files.count)
///         $0.message = "File \(index + 2) of \(files.count)"
///     }
/// }
/// ``` Cancel, Enter, Space or Esc on a
/// cancellable gauge resolves it: whoever awaits `DialogHandle.value` gets `CancellationError`.
/// A gauge that is not cancellable ignores the keyboard.
public struct Gauge: Dialog {
    /// The title in the frame.
    public var title: String
    /// The text under the title, wrapped to fit.
    public var message: String
    /// How much is done, from 0 to 1; values outside are clamped and NaN counts as 0.
    public var fraction: Double
    /// Whether the dialog has a Cancel button (and answers Esc).
    public var cancellable: Bool

    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - message: text under the title, wrapped to fit.
    ///   - fraction: how much is done, 0 to 1.
    ///   - cancellable: whether the gauge has a Cancel button (and answers Esc).
    public init(title: String, message: String = "", fraction: Double = 0, cancellable: Bool = false) {
        self.title = title
        self.message = message
        self.fraction = fraction
        self.cancellable = cancellable
    }

    static let buttons = [ButtonBar.Button("Cancel", role: .cancel)]

    public mutating func handle(_ event: InputEvent) -> DialogResponse<Void> {
        guard cancellable, case .key(let key) = event else { return .ignored }
        switch key {
        case .escape, .enter, .character(" "): return .cancel
        default:
            return ButtonBar.hotkeyIndex(for: key.typedCharacter, in: Self.buttons) == nil ? .ignored : .cancel
        }
    }

    /// Lays the gauge out at a width that does not depend on the message, so that the box
    /// stays put while the message changes. When rows are short, the bar and the button stay.
    public func render(into frame: inout Frame) {
        let bounds = frame.bounds
        let width = max(1, min(bounds.columns - 4, 60))
        let lines = message.isEmpty ? [] : TextLayout.wrap(message, width: width)
        let heights = RowLayout([
            .init(lines.count, priority: 3), .init(lines.isEmpty ? 0 : 1, priority: 2), .init(1, priority: 5),
            .init(cancellable ? 1 : 0, priority: 1), .init(cancellable ? 1 : 0, priority: 4),
        ]).heights(fitting: bounds.rows - 2)
        let (messageRows, gapAboveBar, barRows, gapAboveButton, buttonRows) =
            (heights[0], heights[1], heights[2], heights[3], heights[4])

        let height = messageRows + gapAboveBar + barRows + gapAboveButton + buttonRows
        let panel = Panel.area(for: Size(columns: width, rows: height), in: bounds)
        frame.render(Panel(title: title), in: panel)
        let content = Panel.content(of: panel)
        let line = { (y: Int, rows: Int) in Rect(x: content.x, y: y, columns: content.columns, rows: rows) }
        frame.render(
            Paragraph(lines: Paragraph.fitting(lines, rows: messageRows, width: content.columns)),
            in: line(content.y, messageRows))
        frame.render(GaugeBar(fraction: fraction), in: line(content.y + messageRows + gapAboveBar, barRows))
        frame.render(ButtonBar(buttons: Self.buttons, focused: 0), in: line(content.maxY - buttonRows, buttonRows))
    }
}
