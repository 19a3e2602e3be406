/// A message with a choice of actions, each returning a typed value.
///
/// ←/→ and Tab/Shift-Tab move between the actions, Enter or Space chooses the focused one, and
/// an action's first letter chooses it at once. Esc returns `dismissValue` when there is one,
/// and cancels otherwise.
public struct Alert<Value: Sendable>: Dialog {
    /// The title in the frame.
    public var title: String
    /// The text under the title, wrapped to fit.
    public var message: String
    /// The buttons, left to right.
    public let actions: [AlertAction<Value>]
    /// What Esc returns; `nil` makes Esc cancel.
    public var dismissValue: Value?
    /// The action with focus.
    public private(set) var focus: Int

    /// - Precondition: `actions` is not empty.
    public init(title: String, message: String = "", actions: [AlertAction<Value>], dismissValue: Value? = nil) {
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

    public mutating func handle(_ event: InputEvent) -> DialogResponse<Value> {
        guard case .key(let key) = event else { return .ignored }
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

    // A closure, not `\.button`: a key path into a generic type is built at run time.
    private var buttons: [ButtonBar.Button] { actions.map { $0.button } }

    /// Lays the alert out afresh for the frame. When rows are short the buttons stay, then
    /// one line of the message, then the gap above the buttons, then the rest of the message.
    public func render(into frame: inout Frame) {
        let bounds = frame.bounds
        let maxContent = max(1, min(bounds.columns - 4, 60))
        let bar = ButtonBar(buttons: buttons, focused: focus)
        let barSize = bar.size(width: maxContent)
        let lines = message.isEmpty ? [] : TextLayout.wrap(message, width: maxContent)
        let textWidth = lines.map { DisplayWidth.of($0) }.max() ?? 0
        let width = max(textWidth, barSize.columns, min(DisplayWidth.of(title) + 2, maxContent), 10)

        var rows = max(0, bounds.rows - 2)
        let barRows = min(barSize.rows, rows)
        rows -= barRows
        var textRows = min(lines.count, rows, 1)
        rows -= textRows
        let spacing = textRows > 0 ? min(1, rows) : 0
        rows -= spacing
        textRows += min(lines.count - textRows, rows)

        let panel = Panel.area(for: Size(columns: width, rows: textRows + spacing + barRows), in: bounds)
        frame.render(Panel(title: title), in: panel)
        let content = Panel.content(of: panel)
        frame.render(Paragraph(lines: Paragraph.fitting(lines, rows: textRows, width: content.columns)), in: content)
        frame.render(
            bar,
            in: Rect(x: content.x, y: content.maxY - barRows, columns: content.columns, rows: barRows))
    }
}
