/// What a field did with an event.
public enum FieldResponse: Hashable, Sendable {
    /// Not the field's key: the form handles it (Tab, Enter, Esc…).
    case ignored
    /// The field or its part of the value changed.
    case handled
    /// Handled, with a notice to show under the field until the next key (a paste was cut, a
    /// letter typed into a number).
    case notice(String)
    /// Handled, and the field is done: the form goes on as after Enter in a field — to the
    /// next field, or submitting from the last (a pick from a pop-up list).
    case done
}
