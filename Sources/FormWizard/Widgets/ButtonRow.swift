/// A row of buttons with its keys: which button has the focus, the keys that move it (Tab,
/// Shift-Tab, ←/→, and ↑/↓ where the row takes them), the keys that press one (Enter, Space,
/// a button's first letter), and clicks. The one implementation of a button row's keys, drawn
/// by `ButtonBar`; `WithButtons` puts one under any dialog, and a dialog of your own can too.
///
/// ```swift
/// switch buttons.handle(event) {
/// case .pressed(let index): return index == 0 ? .submit(value) : .cancel
/// case .moved: return .handled
/// case .leaves: focus = .field          // Tab past the last button
/// case .ignored: break
/// }
/// ```
public struct ButtonRow: Hashable, Sendable {
    /// How the keys move the focus and press buttons.
    public struct Behavior: Hashable, Sendable {
        /// Whether ← and → (and Tab, Shift-Tab) go round from the last button to the first and
        /// back; otherwise they stop at the last, and Shift-Tab, ← (and ↑) before the first
        /// leave the row.
        public var wraps: Bool
        /// Whether Tab past the last button leaves the row (the focus goes back to what the
        /// buttons are under) rather than going round.
        public var tabLeaves: Bool
        /// Whether ↓ and ↑ move as → and ← do.
        public var movesByVerticalArrows: Bool
        /// Whether a button's first letter presses it.
        public var pressesByHotkey: Bool

        /// A behaviour.
        public init(wraps: Bool, tabLeaves: Bool, movesByVerticalArrows: Bool, pressesByHotkey: Bool) {
            self.wraps = wraps
            self.tabLeaves = tabLeaves
            self.movesByVerticalArrows = movesByVerticalArrows
            self.pressesByHotkey = pressesByHotkey
        }

        /// The library's: ←/→ go round, Tab past the last button leaves the row, hotkeys.
        public static let standard = Behavior(
            wraps: true, tabLeaves: true, movesByVerticalArrows: false, pressesByHotkey: true)
        /// dialog 1.3's: one button is always highlighted; Tab, Shift-Tab, ← and → go round
        /// the buttons; hotkeys.
        public static let dialog = Behavior(
            wraps: true, tabLeaves: false, movesByVerticalArrows: false, pressesByHotkey: true)
        /// whiptail 0.52's (newt's): a focus ring through the buttons; → and ↓ move to the
        /// next button without going round, ← and ↑ to the previous one and, from the first,
        /// out of the row; no hotkeys.
        public static let whiptail = Behavior(
            wraps: false, tabLeaves: true, movesByVerticalArrows: true, pressesByHotkey: false)
    }

    /// What an event did.
    public enum Outcome: Hashable, Sendable {
        /// The focus moved to another button.
        case moved
        /// The button at this index was pressed.
        case pressed(Int)
        /// The focus left the row: forward (Tab past the last button) or back (Shift-Tab, ←,
        /// ↑ before the first).
        case leaves(forward: Bool)
        /// A key of the row's that changed nothing (→ on the last button of a row that does not
        /// go round).
        case unchanged
        /// Not a key of the row's.
        case ignored
    }

    /// The buttons, left to right.
    public var buttons: [ButtonBar.Button]
    /// The button with the focus (or, where one is always highlighted, the one highlighted).
    public private(set) var focused: Int
    /// How the keys move and press.
    public var behavior: Behavior

    /// A row of `buttons` with the focus on the button at `focused` (kept within the row).
    public init(buttons: [ButtonBar.Button], focused: Int = 0, behavior: Behavior = .standard) {
        self.buttons = buttons
        self.focused = min(max(0, focused), max(0, buttons.count - 1))
        self.behavior = behavior
    }

    /// Puts the focus on the button at `index` (kept within the row).
    public mutating func focus(_ index: Int) {
        focused = min(max(0, index), max(0, buttons.count - 1))
    }

    /// The row as `ButtonBar` draws it, the focused button highlighted, or none when the focus
    /// is elsewhere (`hasFocus` false).
    public func bar(hasFocus: Bool = true) -> ButtonBar {
        ButtonBar(buttons: buttons, focused: hasFocus && !buttons.isEmpty ? focused : nil)
    }

    /// Handles a key or a click aimed at the row while it has the focus.
    public mutating func handle(_ event: InputEvent) -> Outcome {
        switch event {
        case .key(let key): handle(key)
        case .mouse(let mouse):
            if let index = mouse.clickedButton, buttons.indices.contains(index) { .pressed(index) } else { .ignored }
        default: .ignored
        }
    }

    /// Handles a key while the row has the focus.
    public mutating func handle(_ key: Key) -> Outcome {
        guard !buttons.isEmpty else { return .ignored }
        switch key {
        case .enter, .character(" "): return .pressed(focused)
        case .tab: return step(1, leaving: behavior.tabLeaves)
        case .backTab: return step(-1, leaving: behavior.tabLeaves)
        case .right: return step(1, leaving: false)
        case .left: return step(-1, leaving: false)
        case .down where behavior.movesByVerticalArrows: return step(1, leaving: false)
        case .up where behavior.movesByVerticalArrows: return step(-1, leaving: false)
        default:
            guard behavior.pressesByHotkey,
                let index = ButtonBar.hotkeyIndex(for: key.typedCharacter, in: buttons)
            else { return .ignored }
            return .pressed(index)
        }
    }

    /// Moves the focus `delta` buttons: round the ends where the row wraps, out of the row
    /// where `leaving` (Tab) or where it does not wrap and the move goes back past the first.
    private mutating func step(_ delta: Int, leaving: Bool) -> Outcome {
        let next = focused + delta
        if buttons.indices.contains(next) {
            focused = next
            return .moved
        }
        if leaving { return .leaves(forward: delta > 0) }
        if behavior.wraps {
            focused = (next + buttons.count) % buttons.count
            return buttons.count > 1 ? .moved : .unchanged
        }
        return delta < 0 ? .leaves(forward: false) : .unchanged
    }
}
