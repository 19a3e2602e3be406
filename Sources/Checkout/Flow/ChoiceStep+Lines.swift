import FormWizard

extension ChoiceStep: LinePresentable {
    /// The menu's line form, without its Back item: in line mode the back word goes back.
    func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> Value {
        let menu = Menu(title: StyledText(title), message: StyledText(message), items: items, selected: chosen)
        return try await menu.presentLines(on: prompter)
    }
}
