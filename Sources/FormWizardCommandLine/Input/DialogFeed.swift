import FormWizard

/// Standard input driving a dialog that is shown, not presented (`gauge`, `mixedgauge`): each
/// batch of lines changes the dialog, until the input ends or the user cancels the dialog.
///
/// The dialog is shown rather than run with `withDialog`: reading the input is the command's
/// work, and the screen is idle while it waits for the next line.
enum DialogFeed {
    /// A reader's answer to a batch of lines: how to change the dialog, or `nil` for no change
    /// (no redraw).
    typealias Change<D> = (inout D) -> Void

    /// Shows `dialog`, and for each batch of lines of `input` asks `read` (which keeps its
    /// parsing state in `state`) how to change it; dismisses it at the end.
    ///
    /// - Returns: `true` when the input ended, `false` when the user cancelled the dialog or
    ///   the calling task was cancelled.
    @MainActor
    static func run<D: Dialog, State: Sendable>(
        _ dialog: D, on screen: Screen, input: any LineSource, state: State,
        read: @escaping @MainActor @Sendable (inout State, [String]) -> Change<D>?
    ) async -> Bool {
        let handle = screen.show(dialog)
        defer { handle.dismiss() }
        let inputEnded = await withTaskGroup(of: Bool.self) { group in
            group.addTask { await apply(input, to: handle, state: state, read: read) }
            group.addTask {
                _ = try? await handle.value
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
        return inputEnded && !Task.isCancelled
    }

    /// Applies each batch of lines until the input ends (`true`) or the dialog is resolved
    /// (`false`).
    @MainActor
    private static func apply<D: Dialog, State: Sendable>(
        _ input: any LineSource, to handle: DialogHandle<D>, state: State,
        read: @MainActor (inout State, [String]) -> Change<D>?
    ) async -> Bool {
        var state = state
        while let lines = await input.nextLines() {
            guard let change = read(&state, lines) else { continue }
            do {
                try handle.checkedUpdate(change)
            } catch {
                return false
            }
        }
        return true
    }
}
