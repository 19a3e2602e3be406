/// A piece of a dialog's look: a value with one job, drawing itself into an area of a frame.
///
/// Widgets hold what they show (text, a fraction, which button has focus) and nothing else;
/// they never touch the terminal, and drawing is clipped to the area they are given.
public protocol Widget: Sendable {
    /// Draws into `area` of `frame`.
    func render(in area: Rect, into frame: inout Frame)
}
