/// A message with a choice of actions, each returning a typed value.
///
/// ←/→ and Tab/Shift-Tab move between the actions, Enter or Space chooses the focused one, and
/// an action's first letter chooses it at once. Esc returns `dismissValue` when there is one,
/// and cancels otherwise.
///
/// A message taller than the screen leaves room for scrolls instead of being cut: ↑/↓,
/// PgUp/PgDn and Home/End scroll it (↑/↓ move between the actions only while the whole message
/// is in view), with `▲`/`▼` on the frame while there is more above or below.
///
/// A click on a button chooses its action; the wheel scrolls a message that does not fit.
public struct Alert<Value: Sendable>: Dialog {
    /// The title in the frame.
    public var title: StyledText
    /// The text under the title, wrapped to fit; its attributes drawn (see `StyledText`).
    public var message: StyledText
    /// The buttons, left to right.
    public let actions: [AlertAction<Value>]
    /// What Esc returns; `nil` makes Esc cancel.
    public var dismissValue: Value?
    /// The action with focus.
    public private(set) var focus: Int
    /// Where the message is scrolled to, when it is taller than the room it has.
    public private(set) var messageScroll = TextScroll.top
    /// How the box is laid out: `.whiptail` as newt's message box, with a blank row above the
    /// message and one under the buttons (when there is room); otherwise the message starts
    /// under the title and the buttons end on the last row.
    public var look = Chrome.standard
    var screenSize: Size?

    /// - Precondition: `actions` is not empty.
    public init(title: StyledText, message: StyledText = "", actions: [AlertAction<Value>], dismissValue: Value? = nil)
    {
        precondition(!actions.isEmpty, "an alert needs at least one action")
        self.title = title
        self.message = message
        self.actions = actions
        self.dismissValue = dismissValue
        self.focus =
            actions.firstIndex { $0.isPreferred }
            ?? actions.firstIndex { $0.style == .default }
            ?? actions.firstIndex { $0.style == .cancel }
            ?? 0
    }

    public mutating func prepare(for size: Size) {
        screenSize = size
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<Value> {
        if let mouse = event.mouse { return handle(mouse) }
        guard case .key(let key) = event else { return .ignored }
        if let screenSize {
            let layout = layout(in: Rect(size: screenSize))
            if layout.messageScrolls, let move = TextScroll.Move(key, page: layout.message.rows) {
                messageScroll = layout.text(messageScroll).scrolled(move, in: layout.message.size)
                return .handled
            }
        }
        switch key {
        case .left, .backTab, .up:
            focus = (focus + actions.count - 1) % actions.count
            return .handled
        case .right, .tab, .down:
            focus = (focus + 1) % actions.count
            return .handled
        case .enter, .character(" "):
            return .submit(actions[focus].value)
        case .escape:
            if let dismissValue { return .submit(dismissValue) }
            return .cancel
        default:
            if let index = ButtonBar.hotkeyIndex(for: key.typedCharacter, in: buttons) {
                return .submit(actions[index].value)
            }
            return .ignored
        }
    }

    /// A click on a button chooses its action; the wheel scrolls the message while it overflows.
    private mutating func handle(_ mouse: MouseEvent) -> DialogResponse<Value> {
        if let index = mouse.clickedButton, actions.indices.contains(index) { return .submit(actions[index].value) }
        guard let step = mouse.wheelStep, let screenSize else { return .ignored }
        let layout = layout(in: Rect(size: screenSize))
        guard layout.messageScrolls else { return .ignored }
        messageScroll = layout.text(messageScroll).scrolled(step < 0 ? .up(1) : .down(1), in: layout.message.size)
        return .handled
    }

    // A closure, not `\.button`: a key path into a generic type is built at run time.
    var buttons: [ButtonBar.Button] { actions.map { $0.button } }
}
