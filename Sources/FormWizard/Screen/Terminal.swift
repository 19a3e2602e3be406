/// Where a screen draws and where its input comes from: ncurses on a real terminal
/// (`CursesTerminal`), or an in-memory grid in tests (`VirtualTerminal`).
///
/// A terminal only shows frames and reports input; layout, focus and the modal stack belong
/// to the `Screen`. Everything happens on the main actor.
@MainActor
public protocol Terminal: AnyObject {
    /// The size in cells; updated before a `.resize` event is reported.
    var size: Size { get }

    /// Receives input in batches. The screen sets it when created and clears it at shutdown.
    var inputHandler: (@MainActor ([InputEvent]) -> Void)? { get set }

    /// Shows a frame: writes the changed cells, then places the cursor (or hides it).
    func apply(_ update: FrameUpdate)

    /// Whether the terminal reports the mouse (`InputEvent.mouse`). The screen sets it: on
    /// while it is up with its mouse on (`Screen.isMouseEnabled`), off at shutdown. A terminal
    /// without a mouse ignores it (the default does nothing and reads `false`).
    var reportsMouse: Bool { get set }
}

extension Terminal {
    /// A terminal without a mouse: reads `false`, and setting it does nothing.
    public var reportsMouse: Bool {
        get { false }
        set {}
    }
}
