extension Checklist: LinePresentable {
    /// The list as lines: the title, the message, the items numbered and marked `[x]` when
    /// chosen at first, then the numbers to choose (an empty line keeps those), asked again
    /// until between the minimum and the maximum are chosen.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> [Value] {
        prompter.sayIfAny(list.title.plain)
        prompter.sayIfAny(list.message.plain)
        var minimum = 0
        var maximum: Int?
        if case .many(let least, let most) = list.kind { (minimum, maximum) = (least, most) }
        let chosen = try await prompter.chooseMany(
            "Choose", options: list.items.map { $0.lineText }, selected: Set(list.markedIndices), minimum: minimum,
            maximum: maximum)
        prompter.draft = list.draft(marking: chosen)
        return chosen.map { list.items[$0].value }
    }
}
