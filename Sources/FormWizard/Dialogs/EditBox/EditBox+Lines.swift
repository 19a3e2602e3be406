extension EditBox: LinePresentable {
    /// The text as lines: the text as it is, then `Title (end with a line of just .) [3 lines]: `
    /// and the new text line by line up to a line that is just `.` or the end of input
    /// (`LinePrompter.askLines`; an empty first line keeps the text). The text typed is kept
    /// as the editor keeps it (a tab becomes a space, other control characters are dropped).
    /// Esc cancels, without asking: nothing is lost that was not typed in this question.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> String {
        if !text.isEmpty {
            prompter.say("The text now:")
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                prompter.say(TextLayout.displayable(String(line)))
            }
        }
        let typed = try await prompter.askLines(title.plain, default: text)
        let edited = typed == text ? editor : TextAreaEditor(text: typed)
        prompter.draft = edited
        return edited.text
    }
}
