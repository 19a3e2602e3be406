/// A button `WithButtons` adds under a dialog, and what pressing it does.
public struct DialogButton: Hashable, Sendable {
    /// What pressing a button does.
    public enum Action: Hashable, Sendable {
        /// What Enter does in the dialog: it submits the dialog's value (an OK button).
        case accept
        /// Cancels the dialog, as a Cancel button does.
        case cancel
        /// Ends the dialog with this number and the value Enter would submit, if it would.
        case custom(Int)
        /// Sends this key to the dialog, which goes on (dialog's Rename on an input menu: the
        /// menu's rename key); the keyboard goes back to the dialog and its default button.
        case key(Key)
    }

    /// The button's label.
    public var title: String
    /// What pressing it does.
    public var action: Action

    /// A button labelled `title` that does `action`.
    public init(_ title: String, action: Action) {
        self.title = title
        self.action = action
    }

    /// The button as `ButtonBar` draws it.
    var barButton: ButtonBar.Button {
        ButtonBar.Button(title, role: action == .cancel ? .cancel : .normal)
    }
}
