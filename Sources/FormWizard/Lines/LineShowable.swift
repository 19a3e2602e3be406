/// A dialog that shows in line mode as a line of text: what `Screen.show(_:)` writes when it
/// is shown, and again when `DialogHandle.update` changes it (an info box, a gauge).
///
/// A shown dialog without it writes nothing in line mode.
public protocol LineShowable: Dialog {
    /// The line that stands for the dialog as it is now (no line end).
    @MainActor var lineText: String { get }
}
