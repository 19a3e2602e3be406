/// Something a terminal reports: a key, a paste, or a new size.
public enum InputEvent: Hashable, Sendable {
    /// A key, with its modifiers.
    case key(Key)
    /// Text pasted in one piece (bracketed paste), newlines included.
    case paste(String)
    /// The terminal now has this size.
    case resize(Size)
}
