import FormWizard
import FormWizardTesting
import Testing

/// A dialog presented on a virtual terminal with a test clock, for form tests:
/// `let form = await PresentedDialog(LoginForm())`, then keys through `form.term`, and
/// `try await form.value` after submitting.
@MainActor
final class PresentedDialog<D: Dialog> {
    let term: VirtualTerminal
    let clock = TestClock()
    let screen: Screen
    private let task: Task<D.Value, any Error>

    /// Presents `dialog` on a terminal of `size` and waits until it waits for the user.
    init(_ dialog: D, size: Size = Size(columns: 80, rows: 24)) async {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term, clock: clock)
        self.term = term
        self.screen = screen
        task = Task { try await screen.present(dialog) }
        await screen.waitUntilIdle()
    }

    /// Sends keys and waits until the screen is idle again, unless they closed the dialog.
    ///
    /// Use `term.send` when a key starts work that waits for the test (a check in flight):
    /// `idle()` waits for such work.
    func send(_ keys: Key...) async {
        term.send(keys.map(InputEvent.key))
        if screen.presentationCount > 0 { await screen.waitUntilIdle() }
    }

    /// Types text (`\t` is Tab, `\n` Enter) and waits as `send(_:)` does.
    func type(_ text: String) async {
        term.type(text)
        if screen.presentationCount > 0 { await screen.waitUntilIdle() }
    }

    /// The value the dialog was submitted with; throws `CancellationError` when it was
    /// cancelled. A dialog still up after ten seconds is an issue, and is closed.
    var value: D.Value {
        get async throws {
            await eventually("the dialog is submitted or cancelled") { screen.presentationCount == 0 }
            if screen.presentationCount > 0 { await close() }
            return try await task.value
        }
    }

    /// Cancels the presentation (as closing the screen would) and waits for it to end.
    func close() async {
        task.cancel()
        _ = await task.result
    }
}

extension VirtualTerminal {
    /// The rows as text without trailing spaces, to compare with literals.
    var rows: [String] {
        lines.map { line in
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
