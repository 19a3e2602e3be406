/// What a presentation does when the terminal is resized.
public enum ResizePolicy: Hashable, Sendable {
    /// Lay the dialog out again for the new size, keeping all its state (the default).
    case relayout
    /// Dismiss the dialog; whoever awaits it gets `CancellationError`.
    case teardown
}
