extension Pager: LinePresentable, LineShowable {
    /// The text as lines, all of it at once, as `cat` would: the title with the number of
    /// lines (`CHANGES (120 lines)`), then each line made safe to write (tabs expanded, control
    /// characters in caret notation), numbered when line numbers are on. Nothing is asked: the
    /// text stays in the terminal's scrollback, where a screen reader's review keys read it
    /// (see DECISIONS, "a pager in line mode").
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) {
        let count = source.count == 1 ? "1 line" : "\(source.count) lines"
        prompter.say(title.isEmpty ? "(\(count))" : "\(title.plain) (\(count))")
        for index in source.indices { prompter.say(lineText(at: index)) }
    }

    /// The title.
    public var lineText: String { title.plain }

    /// Shown (a text that grows as it is read, as `formwizard textbox` shows it): the title
    /// when first shown, then the lines as they are added, as `presentLines` writes them.
    public func lines(after previous: Pager?) -> [String] {
        let first = previous?.source.count ?? 0
        let added = source.count > first ? source.indices[first...].map(lineText(at:)) : []
        return previous == nil && !title.isEmpty ? [title.plain] + added : added
    }

    /// The line at `index` as written: safe, numbered when line numbers are on.
    private func lineText(at index: Int) -> String {
        let text = TextLayout.displayable(source[index])
        return showsLineNumbers ? "\(index + 1): \(text)" : text
    }
}
