/// A dialog drawn but not answering input: a dialog kept in sight under a question presented
/// over it, as a wizard keeps its step under "Leave?".
///
/// ```swift
/// let backdrop = screen.show(Backdrop(dialog: step))
/// defer { backdrop.dismiss() }
/// let leave = try await screen.confirm("Leave?")
/// ```
/// It never resolves by itself; dismiss it (or release its handle) when the question is
/// answered. Its dialog's tasks do not run.
public struct Backdrop<D: Dialog>: Dialog {
    /// The dialog drawn.
    public let dialog: D

    /// A backdrop that draws `dialog` as it is.
    public init(dialog: D) {
        self.dialog = dialog
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<Never> { .ignored }

    public func render(into frame: inout Frame) {
        dialog.render(into: &frame)
    }
}
