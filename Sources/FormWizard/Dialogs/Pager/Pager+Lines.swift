extension Pager: LinePresentable {
    /// The text as lines, all of it at once, as `cat` would: the title with the number of
    /// lines (`CHANGES (120 lines)`), then each line made safe to write (tabs expanded, control
    /// characters in caret notation), numbered when line numbers are on. Nothing is asked: the
    /// text stays in the terminal's scrollback, where a screen reader's review keys read it
    /// (see DECISIONS, "a pager in line mode").
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) {
        let count = lines.count == 1 ? "1 line" : "\(lines.count) lines"
        prompter.say(title.isEmpty ? "(\(count))" : "\(title) (\(count))")
        for (index, line) in lines.enumerated() {
            let text = TextLayout.displayable(line)
            prompter.say(showsLineNumbers ? "\(index + 1): \(text)" : text)
        }
    }
}
