extension Menu: LinePresentable {
    /// The menu as lines: the title, the message, the items numbered (`Title — detail`), then
    /// `Choose [n]: ` (the selected item answers an empty line). Esc returns `dismissValue`
    /// when there is one.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> Value {
        prompter.sayIfAny(title.plain)
        prompter.sayIfAny(message.plain)
        guard
            let index = try await prompter.chooseOrEscape(
                "Choose", options: items.map { $0.lineText }, default: selected)
        else {
            guard let dismissValue else { throw CancellationError() }
            return dismissValue
        }
        prompter.draft = index
        return items[index].value
    }
}

extension MenuItem {
    /// The item as one line of a numbered list: its title, and its detail after a dash.
    var lineText: String {
        guard let detail, !detail.isEmpty else { return title }
        return "\(title) — \(detail)"
    }
}
