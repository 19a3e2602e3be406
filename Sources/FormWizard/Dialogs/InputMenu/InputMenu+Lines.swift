extension InputMenu: LinePresentable {
    /// The menu as lines: the title, the message, the entries numbered (`Label — detail`),
    /// `Choose [n]: `, then `New label for Work [Work]: ` (an empty line keeps the label; one of
    /// spaces only is refused, as in the menu).
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> InputMenuResult<Value> {
        prompter.sayIfAny(title.plain)
        prompter.sayIfAny(message.plain)
        let options = items.indices.map {
            MenuItem(labels[$0], detail: items[$0].detail, value: items[$0].value).lineText
        }
        let index = try await prompter.choose("Choose", options: options, default: selected)
        let label = try await prompter.ask("New label for \(labels[index])", default: labels[index]) { answer in
            answer.contains { !$0.isWhitespace } ? nil : Self.emptyLabelNotice
        }
        var result = self.result
        result.index = index
        result.value = items[index].value
        result.labels[index] = label
        prompter.draft = StepState(labels: result.labels, selected: index)
        return result
    }
}
