import FormWizard

extension CompatPathSelect: LinePresentable {
    /// The picker's line form: the folder's entries numbered, or a path typed. Unlike dialog's
    /// text field, a path typed must exist (the picker checks it), and an empty line asks
    /// again rather than returning the path given.
    func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> String {
        try await picker.presentLines(on: prompter)
    }
}
