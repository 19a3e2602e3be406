/// A spinner beside a message, for work of unknown length, with an optional Cancel button.
///
/// `Screen.withActivity` shows it while an operation runs; the spinner turns by itself (its
/// task, `DialogTask.spinner`). Cancel, Enter, Space or Esc on a cancellable activity resolves
/// it with `CancellationError`. A message taller than the rows it has scrolls
/// (`ScrollingText`) with ↑/↓, PgUp/PgDn and Home/End.
public struct Activity: Dialog {
    /// The dialog's title; `nil` for none.
    public var title: String?
    /// What is going on, beside the spinner.
    public var message: String
    /// How many spinner frames have passed.
    public var phase: Int
    /// Whether the dialog has a Cancel button (and answers Esc).
    public var cancellable: Bool
    /// Where the message is scrolled to, when it is taller than its rows.
    public private(set) var messageScroll = TextScroll.top
    /// The screen size from `prepare(for:)`, for the rows a scroll key moves.
    var screenSize: Size?

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
