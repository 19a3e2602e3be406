/// A button of an alert, tied to the value choosing it returns.
public struct AlertAction<Value: Sendable>: Sendable {
    /// How the button looks; a cancel action is an ordinary choice that returns its value.
    public enum Style: Hashable, Sendable {
        /// An ordinary button; the one that cancels (Esc presses it); one that destroys something.
        case `default`, cancel, destructive
    }

    /// The button's label.
    public var title: String
    /// How the button looks and whether Esc presses it.
    public var style: Style
    /// What pressing the button returns.
    public var value: Value
    /// Whether this action has focus when the alert appears (and Enter chooses it).
    public var isPreferred: Bool

    /// A button labelled `title` that returns `value`; a preferred one has focus at first.
    public init(_ title: String, style: Style = .default, value: Value, isPreferred: Bool = false) {
        self.title = title
        self.style = style
        self.value = value
        self.isPreferred = isPreferred
    }

    /// An ordinary action.
    public static func `default`(_ title: String, _ value: Value) -> AlertAction {
        AlertAction(title, style: .default, value: value)
    }

    /// The action that backs out, e.g. "Keep" or "Cancel".
    public static func cancel(_ title: String, _ value: Value) -> AlertAction {
        AlertAction(title, style: .cancel, value: value)
    }

    /// An action that destroys something, drawn in the destructive style.
    public static func destructive(_ title: String, _ value: Value) -> AlertAction {
        AlertAction(title, style: .destructive, value: value)
    }

    /// This action, marked as the preferred one.
    public func preferred() -> AlertAction {
        var action = self
        action.isPreferred = true
        return action
    }

    var button: ButtonBar.Button {
        switch style {
        case .default: ButtonBar.Button(title)
        case .cancel: ButtonBar.Button(title, role: .cancel)
        case .destructive: ButtonBar.Button(title, role: .destructive)
        }
    }
}
