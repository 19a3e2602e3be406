extension EditBox: LinePresentable {
    /// The text as lines: the text as it is, then the new text line by line up to a line that
    /// is just `.` or the end of input (`LinePrompter.askLines`, which says so); ending at once
    /// keeps the text. The text typed is kept as the editor keeps it (a tab becomes a space,
    /// other control characters are dropped). Esc cancels, without asking: nothing is lost
    /// that was not typed in this question.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> String {
        let typed = try await prompter.askLines(title, default: text)
        return typed == text ? text : TextAreaEditor(text: typed).text
    }
}
