/// What a field did with an event.
public enum FieldResponse: Hashable, Sendable {
    /// Not the field's key: the form handles it (Tab, Enter, Esc…).
    case ignored
    /// The field or its part of the value changed.
    case handled
    /// Handled, with a notice to show under the field until the next key (a paste was cut, a
    /// letter typed into a number).
    case notice(String)
}
