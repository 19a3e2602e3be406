extension WithButtons: LinePresentable where Inner: LinePresentable {
    /// The dialog's own line form, then, when there are buttons of the caller's (`.custom`:
    /// dialog's Extra and Help), the buttons numbered, the default one in brackets: an
    /// `.accept` button submits the answer, a `.custom` one ends with its number, a `.cancel`
    /// one cancels (a `.key` button is left out). Without such buttons the answer is submitted
    /// as Enter submits it.
    public func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> Outcome {
        let value = try await inner.presentLines(on: prompter)
        guard buttons.contains(where: { if case .custom = $0.action { true } else { false } }) else {
            return .value(value)
        }
        // A `.key` button acts on the dialog on the full screen; its line form has answered.
        let choices = buttons.filter { if case .key = $0.action { false } else { true } }
        let preferred = defaultButton.flatMap { choices.firstIndex(of: buttons[$0]) }
        let index = try await prompter.choose("Button", options: choices.map(\.title), default: preferred)
        switch choices[index].action {
        case .accept, .key: return .value(value)
        case .custom(let number): return .button(number, value: value, dialog: inner)
        case .cancel: throw CancellationError()
        }
    }
}

extension WithButtons: LineShowable where Inner: LineShowable {
    /// The line of the dialog under the buttons: shown as lines, the buttons have nothing to
    /// press (a text box's EXIT), so the dialog is written as it would be alone.
    public var lineText: String { inner.lineText }

    public func lines(after previous: WithButtons?) -> [String] {
        inner.lines(after: previous?.inner)
    }

    /// The keys the dialog under the buttons hears.
    public var lineKeys: LineKeys? { inner.lineKeys }

    public func preparedForLines() -> WithButtons {
        var prepared = self
        prepared.inner = inner.preparedForLines()
        return prepared
    }
}
