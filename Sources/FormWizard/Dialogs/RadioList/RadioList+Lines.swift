extension RadioList: LinePresentable {
    /// The list as lines: the title, the message, the items numbered, then `Choose [n]: `
    /// (the marked item answers an empty line; with none marked, one must be chosen).
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> Value {
        prompter.sayIfAny(list.title.plain)
        prompter.sayIfAny(list.message.plain)
        let index = try await prompter.choose("Choose", options: list.items.map { $0.lineText }, default: chosen)
        prompter.draft = list.draft(marking: [index])
        return list.items[index].value
    }
}
