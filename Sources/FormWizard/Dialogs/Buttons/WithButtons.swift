/// Any dialog with a row of buttons added under it, in the same frame: OK, Cancel or buttons of
/// your own (dialog's Extra and Help), drawn by `ButtonBar` below a separator line.
///
/// The dialog has the keyboard first. Tab (or Shift-Tab) that the dialog does not use moves
/// to the buttons; there ←/→ move, Tab and Shift-Tab move and go back to the dialog past the
/// last or first button, Enter or Space presses, a button's first letter presses it, and any
/// other key goes back to the dialog. While the dialog has the keyboard, Enter presses the
/// default button when that is not an `.accept` button and the dialog's accept key is Enter
/// (and is the dialog's own Enter otherwise). Esc is the dialog's. A click on a button
/// presses it.
///
/// A `.custom` button ends the dialog with its number and the value the dialog would submit on
/// its accept key (found on a copy of the dialog: dialogs are values), so that a Help button on a menu
/// can tell which item was selected. A `.key` button sends its key to the dialog, which goes on.
public struct WithButtons<Inner: Dialog>: Dialog {
    /// How the dialog ended, short of a cancel.
    public enum Outcome: Sendable {
        /// The dialog submitted this value (Enter, or an `.accept` button).
        case value(Inner.Value)
        /// The `.custom` button with this number, the value Enter would have submitted, and
        /// the dialog as it was (where its cursor was, say).
        case button(Int, value: Inner.Value?, dialog: Inner)
    }

    /// What has the keyboard.
    public enum Focus: Hashable, Sendable {
        /// The dialog.
        case dialog
        /// The button at this index.
        case button(Int)
    }

    /// The dialog.
    public var inner: Inner
    /// The buttons, left to right.
    public let buttons: [DialogButton]
    /// The button Enter presses while the dialog has the keyboard, highlighted then.
    public let defaultButton: Int?
    /// The key that submits the dialog's value: Enter, or Ctrl-S for an `EditBox`, whose
    /// Enter breaks a line.
    public let acceptKey: Key
    /// Whether the dialog keeps the keyboard while a button is highlighted, as dialog's lists
    /// do: Tab and Shift-Tab (and ← → when the dialog leaves them alone) move the highlight
    /// round the buttons, Enter presses the highlighted one, other keys are the dialog's (a
    /// button's first letter that the dialog leaves alone presses it).
    public let highlightsButtons: Bool
    /// What has the keyboard, or with `highlightsButtons` the button highlighted; the dialog
    /// (and the default button) at first.
    public internal(set) var focus = Focus.dialog
    /// How the buttons' keys work (`ButtonRow`): dialog's way when `highlightsButtons`, the
    /// library's otherwise; `ButtonRow.Behavior.whiptail` makes the dialog and its buttons one
    /// focus ring, as newt's, and no button is highlighted while the dialog has the keyboard.
    public var buttonBehavior: ButtonRow.Behavior

    /// `inner` with `buttons` under it.
    ///
    /// - Parameters:
    ///   - inner: the dialog.
    ///   - buttons: the buttons, left to right.
    ///   - defaultButton: the index of the button Enter presses while the dialog has the
    ///     keyboard (`nil`: the first `.accept` button, if any).
    ///   - acceptKey: the key that submits the dialog's value (Enter unless it uses Enter for
    ///     something else); `.accept` and `.custom` buttons send it.
    ///   - highlightsButtons: whether the dialog keeps the keyboard while Tab moves a
    ///     highlight among the buttons (a list's way).
    public init(
        _ inner: Inner, buttons: [DialogButton], defaultButton: Int? = nil, acceptKey: Key = .enter,
        highlightsButtons: Bool = false
    ) {
        self.inner = Self.hosting(inner)
        self.buttons = buttons
        self.acceptKey = acceptKey
        self.highlightsButtons = highlightsButtons
        self.buttonBehavior = highlightsButtons ? .dialog : .standard
        self.defaultButton =
            defaultButton.flatMap { buttons.indices.contains($0) ? $0 : nil }
            ?? buttons.firstIndex { $0.action == .accept }
    }

    /// The rows the buttons take under a dialog on a screen `columns` wide: a separator and
    /// the button row (a row per button when they do not fit side by side).
    func addedRows(columns: Int) -> Int {
        1 + ButtonBar(buttons: buttons.map(\.barButton), focused: nil).size(width: max(0, columns - 4)).rows
    }

    /// The hit target of the button at `index` (a `.custom` number the dialog's own targets
    /// never use, so that its own buttons stay its own).
    static func hitTarget(ofButton index: Int) -> HitTarget { .custom(Int.min + index) }

    public mutating func prepare(for size: Size) {
        inner.prepare(for: innerSize(of: size))
    }

    /// The size the dialog lays itself out in: the screen less the rows the buttons take.
    func innerSize(of size: Size) -> Size {
        Size(columns: size.columns, rows: max(0, size.rows - addedRows(columns: size.columns)))
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<Outcome> {
        if let mouse = event.mouse {
            if case .custom(let number)? = mouse.hit?.target, mouse.isClick,
                case (let index, let overflow) = number.subtractingReportingOverflow(Int.min), !overflow,
                buttons.indices.contains(index)
            {
                return press(index)
            }
            return forward(event)
        }
        guard case .key(let key) = event else {
            if !highlightsButtons { focus = .dialog }
            return forward(event)
        }
        if highlightsButtons, !buttons.isEmpty { return handleHighlighting(key) }
        switch focus {
        case .dialog:
            if key == .enter, acceptKey == .enter, let defaultButton, buttons[defaultButton].action != .accept {
                return press(defaultButton)
            }
            let response = forward(event)
            guard case .ignored = response, !buttons.isEmpty else { return response }
            switch key {
            case .tab: focus = .button(0)
            case .backTab: focus = .button(buttons.count - 1)
            // newt's ring: → and ↓ the dialog leaves alone go on to the first button.
            case .right where buttonBehavior.movesByVerticalArrows, .down where buttonBehavior.movesByVerticalArrows:
                focus = .button(0)
            default: return .ignored
            }
            return .handled
        case .button(let index):
            return handle(key, onButton: index)
        }
    }

    /// The buttons as a `ButtonRow`, the focus on the button at `index`.
    private func row(focused index: Int) -> ButtonRow {
        ButtonRow(buttons: buttons.map(\.barButton), focused: index, behavior: buttonBehavior)
    }

    private mutating func handle(_ key: Key, onButton index: Int) -> DialogResponse<Outcome> {
        if key == .escape { return forward(.key(key)) }
        var row = row(focused: index)
        switch row.handle(key) {
        case .pressed(let pressed): return press(pressed)
        case .moved, .unchanged: focus = .button(row.focused)
        case .leaves: focus = .dialog
        case .ignored:
            // newt's buttons take no other key; the library's give it to the dialog.
            guard buttonBehavior.pressesByHotkey else { return .handled }
            focus = .dialog
            return forward(.key(key))
        }
        return .handled
    }

    /// A key while the dialog keeps the keyboard and a button is always highlighted (dialog's
    /// lists): Tab, Shift-Tab and Enter are the row's; other keys go to the dialog first, and
    /// what it leaves alone (←/→, Space, a button's first letter) to the row.
    private mutating func handleHighlighting(_ key: Key) -> DialogResponse<Outcome> {
        var highlighted = defaultButton ?? 0
        if case .button(let index) = focus { highlighted = index }
        var row = row(focused: highlighted)
        if key != .tab, key != .backTab, key != .enter {
            let response = forward(.key(key))
            guard case .ignored = response else { return response }
        }
        switch row.handle(key) {
        case .pressed(let pressed): return press(pressed)
        case .moved, .unchanged, .leaves: focus = .button(row.focused)
        case .ignored: return .ignored
        }
        return .handled
    }

    /// Presses the button at `index`.
    private mutating func press(_ index: Int) -> DialogResponse<Outcome> {
        switch buttons[index].action {
        case .cancel:
            return .cancel
        case .accept:
            focus = .dialog
            return forward(.key(acceptKey))
        case .key(let key):
            focus = .dialog
            return forward(.key(key))
        case .custom(let number):
            var copy = inner
            if case .submit(let value) = copy.handle(.key(acceptKey)) {
                return .submit(.button(number, value: value, dialog: inner))
            }
            return .submit(.button(number, value: nil, dialog: inner))
        }
    }

    private mutating func forward(_ event: InputEvent) -> DialogResponse<Outcome> {
        Self.outcome(inner.handle(event))
    }

    @Sendable private static func outcome(_ response: DialogResponse<Inner.Value>) -> DialogResponse<Outcome> {
        switch response {
        case .ignored: .ignored
        case .handled: .handled
        case .submit(let value): .submit(.value(value))
        case .cancel: .cancel
        }
    }

    public var tasks: [DialogTask<Self>] {
        inner.tasks.map { $0.map(\Self.inner, response: Self.outcome) }
    }
}

extension Dialog {
    /// This dialog with `buttons` under it (see `WithButtons`).
    ///
    /// - Parameters:
    ///   - buttons: the buttons, left to right.
    ///   - defaultButton: the button Enter presses while the dialog has the keyboard (`nil`:
    ///     the first `.accept` one).
    ///   - acceptKey: the key that submits the dialog's value.
    ///   - highlightsButtons: whether the dialog keeps the keyboard while Tab moves a
    ///     highlight among the buttons.
    public func withButtons(
        _ buttons: [DialogButton], defaultButton: Int? = nil, acceptKey: Key = .enter, highlightsButtons: Bool = false
    ) -> WithButtons<Self> {
        WithButtons(
            self, buttons: buttons, defaultButton: defaultButton, acceptKey: acceptKey,
            highlightsButtons: highlightsButtons)
    }
}
