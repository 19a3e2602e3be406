extension BuildList: LinePresentable {
    /// The list as lines: the title, the message, every item numbered in the order given, then
    /// `Order (numbers in order, or none) [3 1]: ` (the items chosen at first answer an empty
    /// line): the items to choose, in the order wanted, each once, at least `minimum`.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> [Value] {
        prompter.sayIfAny(title.plain)
        prompter.sayIfAny(message.plain)
        let order = try await prompter.chooseInOrder(
            "Order", options: items.map { $0.lineText }, chosen: chosen, minimum: minimum)
        prompter.draft = order
        return order.map { items[$0].value }
    }
}
