import FormWizard

/// A message with labelled buttons that prints the chosen label: what `alert` and `confirm`
/// show.
struct ButtonPrompt: Hashable, Sendable {
    /// One button; choosing a cancelling one exits 1, any other exits 0.
    struct Button: Hashable, Sendable {
        var label: String
        var cancels = false
    }

    var title: String
    var message: String
    var buttons: [Button]
    /// The button with focus at first; `nil` for the first one that does not cancel.
    var focus: Int?
    /// Whether the chosen label is printed (`alert`, `confirm --print`); `confirm` answers by
    /// its exit status alone, so that `if formwizard confirm …` prints nothing.
    var printsLabel = true

    /// The index of the button labelled `label`, for `--default`.
    ///
    /// - Throws: `.invalid` when no button has that label.
    static func index(of label: String, in buttons: [Button]) throws(ArgumentError) -> Int {
        guard let index = buttons.firstIndex(where: { $0.label == label }) else {
            let labels = buttons.map { "'\($0.label)'" }.joined(separator: ", ")
            throw .invalid("--default '\(label)' is not a button (the buttons are \(labels))")
        }
        return index
    }

    /// Shows the alert: a button prints its label (exit 0, or 1 if it cancels); Esc exits 1
    /// without output.
    @MainActor
    func run(on screen: Screen) async -> CommandResult {
        let actions = buttons.enumerated().map { index, button in
            let action: AlertAction<Int> = button.cancels ? .cancel(button.label, index) : .default(button.label, index)
            return index == focus ? action.preferred() : action
        }
        do {
            let chosen = buttons[try await screen.alert(title, message: message, actions: actions)]
            return CommandResult(
                code: chosen.cancels ? CommandResult.cancelledCode : CommandResult.submittedCode,
                output: printsLabel ? chosen.label + "\n" : nil)
        } catch {
            return .cancelled
        }
    }
}
