/// A countdown with OK and Cancel, like dialog's `--pause`: it answers by itself when the time
/// is up.
///
/// The bar drains second by second on the screen's clock (a `DialogTask`). OK (Enter, or `o`)
/// ends it early; Cancel (`c`) and Esc cancel; ←/→ and Tab move between the buttons.
public struct Pause: Dialog {
    /// How a pause ended, other than by cancelling.
    public enum Outcome: Hashable, Sendable {
        /// The time was up.
        case elapsed
        /// The user pressed OK before.
        case confirmed
    }

    /// The title in the frame.
    public var title: StyledText
    /// The text under the title, wrapped to fit.
    public var message: StyledText
    /// The seconds the pause lasts.
    public let seconds: Int
    /// The whole seconds gone so far.
    public private(set) var elapsed = 0
    /// Whether the pause draws its OK and Cancel buttons (`false` under `WithButtons`, which
    /// draws its own): without them Enter ends it early and Esc cancels.
    public var showsButtons = true
    /// The buttons, handled as an alert's.
    var buttons: Alert<Bool>

    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - message: text under the title, wrapped to fit.
    ///   - seconds: how long the pause lasts (at least 1, at most `Int32.max`: 68 years).
    ///   - okLabel: the label of the button that ends it early.
    ///   - cancelLabel: the label of the button that cancels.
    public init(
        title: StyledText, message: StyledText = "", seconds: Int, okLabel: String = "OK",
        cancelLabel: String = "Cancel"
    ) {
        self.title = title
        self.message = message
        self.seconds = seconds.clamped(to: 1...Int.entryLimit)
        buttons = Alert(title: title, actions: [.default(okLabel, true).preferred(), .cancel(cancelLabel, false)])
    }

    /// The seconds left.
    public var remaining: Int { max(0, seconds - elapsed) }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<Outcome> {
        guard showsButtons else {
            switch event {
            case .key(.enter): return .submit(.confirmed)
            case .key(.escape): return .cancel
            default: return .ignored
            }
        }
        return switch buttons.handle(event) {
        case .submit(true): .submit(.confirmed)
        case .submit(false), .cancel: .cancel
        case .handled: .handled
        case .ignored: .ignored
        }
    }

    public var tasks: [DialogTask<Pause>] {
        [
            DialogTask(
                id: "countdown",
                resolving: { context in
                    let seconds = self.seconds
                    try await context.every(.seconds(1)) { count in
                        if count >= seconds { try context.resolve { _ in .submit(.elapsed) } }
                        try context.update { $0.elapsed = count }
                    }
                    return nil
                })
        ]
    }

    public func render(into frame: inout Frame) {
        let bounds = frame.bounds
        let maxContent = max(1, Panel.contentWidth(in: bounds, upTo: 60))
        let bar = ButtonBar(
            buttons: buttons.actions.map { ButtonBar.Button($0.title, role: $0.style == .cancel ? .cancel : .normal) },
            focused: buttons.focus)
        let barSize = showsButtons ? bar.size(width: maxContent) : Size(columns: 0, rows: 0)
        let lines = message.isEmpty ? [] : message.wrapped(width: maxContent)
        let width = min(
            maxContent, max(40, DisplayWidth.of(title.plain) + 2, lines.map { DisplayWidth.of($0.plain) }.max() ?? 0))
        let (panel, areas) = RowLayout([
            .init(lines.count, priority: 2), .init(lines.isEmpty ? 0 : 1, priority: 0), .init(1, priority: 5),
            .init(1, priority: 3), .init(showsButtons ? 1 : 0, priority: 0), .init(barSize.rows, priority: 4),
        ]).panel(width: width, in: bounds)
        frame.render(Panel(title: title), in: panel)
        frame.render(
            Paragraph(styledLines: Paragraph.fitting(lines, rows: areas[0].rows, width: areas[0].columns)), in: areas[0]
        )
        frame.render(GaugeBar(fraction: Double(remaining) / Double(seconds)), in: areas[2])
        let left = remaining == 1 ? "1 second left" : "\(remaining) seconds left"
        frame.render(Paragraph(lines: [left], style: frame.theme.hint, alignment: .center), in: areas[3])
        if showsButtons { frame.render(bar, in: areas[5]) }
    }
}
