import FormWizard

/// A command that presents one library dialog and makes its result from the dialog's value:
/// what it shows is a value of its own, so that `formwizard dialog` can present the same
/// dialog with buttons under it (`WithButtons`).
protocol DialogCommand: Command {
    associatedtype Shown: Dialog

    /// The dialog the command presents.
    var dialog: Shown { get }

    /// The result for the value the dialog submitted.
    func result(for value: Shown.Value) -> CommandResult
}

extension DialogCommand {
    /// Presents `dialog`: its value's result, or cancelled. On the main actor, as the
    /// requirement is: a default left nonisolated would hop off it and back before presenting.
    @MainActor func run(on screen: Screen) async -> CommandResult {
        do {
            return result(for: try await screen.present(dialog))
        } catch {
            return .cancelled
        }
    }
}
