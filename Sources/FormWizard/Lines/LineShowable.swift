/// A dialog that shows in line mode as lines of text: what `Screen.show(_:)` writes when it
/// is shown, and again when `DialogHandle.update` or one of its tasks changes it (an info box,
/// a gauge, the rows of a task progress, an output box's lines).
///
/// Where the dialog takes keys on a full screen (Esc cancelling tasks, Enter closing a followed
/// file), it names the ones it hears as lines (`lineKeys`). A shown dialog without it writes
/// nothing in line mode. Presented in line mode without a
/// line form (`LinePresentable`), it is answered by its tasks, as `withActivity` is: nothing
/// can press its buttons there.
public protocol LineShowable: Dialog {
    /// The line that stands for the dialog as it is now (no line end).
    @MainActor var lineText: String { get }

    /// The lines to write for the dialog as it is now, after it was `previous` (`nil`: when
    /// it is first shown). By default `lineText`, unless `previous` had the same.
    @MainActor func lines(after previous: Self?) -> [String]

    /// The dialog as presented in line mode, where nothing presses its buttons: one that would
    /// wait for OK at its end resolves instead (an output box, a failed task progress). By
    /// default the dialog itself.
    @MainActor func preparedForLines() -> Self

    /// The keys the dialog hears as it is now, while it runs on a terminal someone types at (a
    /// task progress's Esc, a followed file's Enter and Esc), with the line that names them;
    /// `nil` (the default): none, and nothing is read while it runs.
    @MainActor var lineKeys: LineKeys? { get }
}

extension LineShowable {
    @MainActor public func lines(after previous: Self?) -> [String] {
        let text = lineText
        return previous?.lineText == text ? [] : [text]
    }

    @MainActor public func preparedForLines() -> Self { self }

    @MainActor public var lineKeys: LineKeys? { nil }
}
