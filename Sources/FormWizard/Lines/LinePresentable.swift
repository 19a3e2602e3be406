/// A dialog that can also be asked as plain lines, for a `Screen` in line mode (a dumb
/// terminal, a screen reader, a pipe).
///
/// `Screen.present(_:)` in line mode runs `presentLines(on:)` instead of drawing the dialog:
/// the line form asks for the same value with the prompter's primitives (text, a secret, one
/// or many numbered choices, yes or no) and throws `CancellationError` when the user backs out
/// (Esc, end of input) or the awaiting task is cancelled, exactly once. A dialog without a
/// line form cannot be presented in line mode (see `Screen.present(_:resizePolicy:)`).
///
/// ```swift
/// extension Rating: LinePresentable {
///     func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> Int {
///         prompter.say(title)
///         return try await prompter.choose("Stars", options: ["1", "2", "3", "4", "5"]) + 1
///     }
/// }
/// ```
public protocol LinePresentable<Value>: Dialog {
    /// Asks for the dialog's value as lines on `prompter`.
    ///
    /// - Throws: `CancellationError` on Esc (unless the dialog answers Esc with a value), at
    ///   the end of input, or when the awaiting task is cancelled or the screen shuts down.
    @MainActor func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> Value
}
