/// Something a terminal reports: a key, a paste, the mouse, or a new size.
public enum InputEvent: Hashable, Sendable {
    /// A key, with its modifiers.
    case key(Key)
    /// Text pasted in one piece (bracketed paste), newlines included.
    case paste(String)
    /// A click, a release, a drag or the wheel (see `MouseEvent`).
    case mouse(MouseEvent)
    /// The terminal now has this size.
    case resize(Size)
}
