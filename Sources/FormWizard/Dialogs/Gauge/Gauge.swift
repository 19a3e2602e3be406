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
///     try gauge.checkedUpdate {  // throws CancellationError once the user pressed Cancel
///         $0.fraction = Double(index + 1) / Double(files.count)
///         $0.message = "File \(index + 2) of \(files.count)"
///     }
/// }
/// ``` Cancel, Enter, Space or Esc on a
/// cancellable gauge resolves it: whoever awaits `DialogHandle.value` gets `CancellationError`.
/// A message taller than the rows it has scrolls (`ScrollingText`) with ↑/↓, PgUp/PgDn and
/// Home/End, cancellable or not; a gauge that is not cancellable ignores the other keys.
public struct Gauge: Dialog {
    /// The title in the frame.
    public var title: StyledText
    /// The text under the title, wrapped to fit, with its styles.
    public var message: StyledText
    /// How much is done, from 0 to 1; values outside are clamped and NaN counts as 0.
    public var fraction: Double
    /// Whether the dialog has a Cancel button (and answers Esc).
    public var cancellable: Bool
    /// Where the message is scrolled to, when it is taller than its rows; kept while the
    /// message changes (and kept in range when drawn).
    public private(set) var messageScroll = TextScroll.top
    /// The screen size from `prepare(for:)`, for the rows a scroll key moves.
    var screenSize: Size?

    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - message: text under the title, wrapped to fit.
    ///   - fraction: how much is done, 0 to 1.
    ///   - cancellable: whether the gauge has a Cancel button (and answers Esc).
    public init(title: StyledText, message: StyledText = "", fraction: Double = 0, cancellable: Bool = false) {
        self.title = title
        self.message = message
        self.fraction = fraction
        self.cancellable = cancellable
    }

    static let buttons = [ButtonBar.Button("Cancel", role: .cancel)]

    public mutating func prepare(for size: Size) {
        screenSize = size
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<Void> {
        if cancellable, event.mouse?.clickedButton == 0 { return .cancel }
        guard case .key(let key) = event else { return .ignored }
        if let screenSize, let scroll = layout(in: Rect(size: screenSize)).message.scrolled(messageScroll, by: key) {
            messageScroll = scroll
            return .handled
        }
        guard cancellable else { return .ignored }
        switch key {
        case .escape, .enter, .character(" "): return .cancel
        default:
            return ButtonBar.hotkeyIndex(for: key.typedCharacter, in: Self.buttons) == nil ? .ignored : .cancel
        }
    }
}
