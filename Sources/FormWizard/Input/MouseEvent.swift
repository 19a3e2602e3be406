/// A mouse report: a button pressed, released or dragged, or the wheel turned, at a cell.
///
/// Terminals report the mouse only while a screen is up and its mouse is on
/// (`Screen.isMouseEnabled`). The screen hands a mouse event only to the top dialog, and only
/// when it lands on something that dialog drew with a hit region (`Frame.addHitRegion(_:in:)`,
/// which `Panel`, `ButtonBar` and `ItemList` do); it fills in `hit` with the region found there.
public struct MouseEvent: Hashable, Sendable {
    /// What the mouse did.
    public enum Action: Hashable, Sendable {
        /// A button went down.
        case press
        /// A button came up.
        case release
        /// The mouse moved with a button held (terminals report it with mode 1002).
        case drag
        /// The wheel turned away from the user (the view moves up).
        case scrollUp
        /// The wheel turned towards the user (the view moves down).
        case scrollDown
    }

    /// Which button; `.none` for the wheel and for a release whose button the terminal did not say.
    public enum Button: Hashable, Sendable {
        /// The left, middle and right buttons, and no button (the wheel, a release the
        /// terminal did not name).
        case left, middle, right, none
    }

    /// What the mouse did.
    public var action: Action
    /// The button pressed, released or held.
    public var button: Button
    /// The cell, from (0, 0) at the top left of the terminal.
    public var position: Point
    /// Keys held meanwhile.
    public var modifiers: Key.Modifiers
    /// What the dialog drew at `position`: set by the screen before the dialog gets the event,
    /// `nil` as a terminal reports it.
    public var hit: HitRegion?
    /// Whether this left press is the second of a double click: the press before it, on this
    /// dialog, hit the same region within half a second on the screen's clock (`Screen.clock`),
    /// with nothing else between them but its release. Set by the screen, as `hit` is; a third
    /// press starts again.
    public var isDoubleClick = false

    /// A mouse event at `position`.
    ///
    /// - Parameters:
    ///   - action: what the mouse did.
    ///   - button: the button; `.none` for the wheel.
    ///   - position: the cell, from (0, 0) at the top left.
    ///   - modifiers: keys held meanwhile.
    ///   - hit: what it hit; the screen sets it, so leave it `nil` when sending one.
    public init(
        _ action: Action, button: Button = .left, at position: Point, modifiers: Key.Modifiers = [],
        hit: HitRegion? = nil
    ) {
        self.action = action
        self.button = button
        self.position = position
        self.modifiers = modifiers
        self.hit = hit
    }

    /// Whether it is a press of the left button: what clicks a button, a row or a field.
    public var isClick: Bool { action == .press && button == .left }

    /// The column of `position` from the left of the region hit (0 when nothing was hit).
    public var column: Int { hit.map { position.x - $0.area.x } ?? 0 }
    /// The row of `position` from the top of the region hit (0 when nothing was hit).
    public var row: Int { hit.map { position.y - $0.area.y } ?? 0 }

    /// The button clicked: the index of the `ButtonBar` button a left press hit.
    public var clickedButton: Int? {
        guard isClick, case .button(let index)? = hit?.target else { return nil }
        return index
    }

    /// The item clicked: the index of the list row a left press hit.
    public var clickedRow: Int? {
        guard isClick, case .row(let index)? = hit?.target else { return nil }
        return index
    }

    /// The item double-clicked: the index of the list row the second press of a double click
    /// hit (`isDoubleClick`). Lists where one row is chosen choose it, as Enter does.
    public var doubleClickedRow: Int? {
        isDoubleClick ? clickedRow : nil
    }

    /// The field clicked: the index of the field a left press hit.
    public var clickedField: Int? {
        guard isClick, case .field(let index)? = hit?.target else { return nil }
        return index
    }

    /// The wheel: -1 a notch up, 1 a notch down, `nil` for anything else.
    public var wheelStep: Int? {
        switch action {
        case .scrollUp: -1
        case .scrollDown: 1
        default: nil
        }
    }
}

extension InputEvent {
    /// The mouse event, if it is one.
    public var mouse: MouseEvent? {
        if case .mouse(let mouse) = self { return mouse }
        return nil
    }
}
