/// The keys a dialog shown as lines hears while it runs (`LineShowable.lineKeys`), and the line
/// that says which: a task progress's Esc, an output box's Enter and Esc.
///
/// A line terminal reads whole lines, so a key is a line that stands for it: a line that is
/// just Esc (Esc, then Enter) for `Key.escape`, and the end of input (Ctrl-D) too, as it
/// cancels a question; an empty line for `Key.enter`. The dialog gets
/// the key as on a full screen (`Dialog.handle(_:)`), so it answers it the same way. Keys are
/// heard only on a terminal someone types at (`LineTerminal.isInteractive`), and only until a
/// line that is not one of them is typed or a question is asked: that line, and every line
/// after it, is kept for the questions to come.
public struct LineKeys: Hashable, Sendable {
    /// The keys heard: `.escape`, `.enter`, or both.
    public var keys: Set<Key>
    /// The line written when the dialog starts hearing them (`Type Esc and Enter to cancel.`).
    public var prompt: String

    /// - Parameters:
    ///   - keys: the keys heard, of `.escape` and `.enter`.
    ///   - prompt: the line that names them, written when they start being heard.
    public init(_ keys: Set<Key>, prompt: String) {
        self.keys = keys
        self.prompt = prompt
    }

    /// Esc, heard by a dialog whose work can be cancelled (an activity, a cancellable gauge,
    /// a task progress, an output that is still coming), said as `Type Esc and Enter to cancel.`
    public static let escapeCancels = LineKeys([.escape], prompt: "Type Esc and Enter to cancel.")

    /// The key `input` stands for, when it is one of `keys`.
    func key(for input: LineInput) -> Key? {
        let key: Key? =
            switch input {
            case .escape, .end, .interrupt: .escape
            case .line(let text) where text.trimmingWhitespace().isEmpty: .enter
            default: nil
            }
        return key.flatMap { keys.contains($0) ? $0 : nil }
    }
}
