/// A modal dialog: its state, how it answers input, and how it looks.
///
/// A dialog is a value. The screen keeps it on its stack while it is presented, hands it each
/// key and paste, draws it, and resumes whoever awaits it when it answers `.submit` or `.cancel`.
/// Resizing is the screen's business: a dialog lays itself out afresh on every `render`.
public protocol Dialog: Sendable {
    /// What the dialog produces when submitted.
    associatedtype Value: Sendable

    /// Answers one key or paste (never `.resize`).
    mutating func handle(_ event: InputEvent) -> DialogResponse<Value>

    /// Learns the size of the screen just before `handle(_:)`.
    ///
    /// Dialogs that scroll (a menu's rows, a text field's text) keep their scroll position as
    /// state and need the size to move it by the right amount (PgDn moves one page, the view
    /// follows the cursor without jumping). `render(into:)` must still cope with any size, as
    /// the terminal may be resized between two events. The default does nothing.
    mutating func prepare(for size: Size)

    /// Draws the dialog over whatever is already in `frame` (dialogs below it, the backdrop).
    func render(into frame: inout Frame)

    /// The async work the dialog needs in its current state (see `DialogTask`); none by default.
    var tasks: [DialogTask<Self>] { get }
}

extension Dialog {
    public var tasks: [DialogTask<Self>] { [] }
}

extension Dialog {
    public mutating func prepare(for size: Size) {}
}

/// What a dialog does with an event.
public enum DialogResponse<Value: Sendable>: Sendable {
    /// The event means nothing here; nothing changed.
    case ignored
    /// The dialog's state changed; redraw it.
    case handled
    /// The dialog is done: resume the caller with `Value`.
    case submit(Value)
    /// The dialog was cancelled: the caller gets `CancellationError`.
    case cancel
}
