extension WithButtons: LinePresentable where Inner: LinePresentable {
    /// The dialog's own line form: its answer is the value the accept button submits. The
    /// custom buttons (dialog's Extra and Help) are not offered in line mode.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> Outcome {
        .value(try await inner.presentLines(on: prompter))
    }
}
