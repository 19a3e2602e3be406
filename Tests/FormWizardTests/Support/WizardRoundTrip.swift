import FormWizard
import FormWizardTesting
import Testing

/// Runs `first` then a question as a wizard: `keys` and Enter on `first`, Shift-Tab on the
/// question (back), Enter on `first` as it came back, Enter on the question. Returns what
/// `first` answered the second time, and the screen it came back with (which `cameBack` sees
/// too, for a snapshot).
@MainActor
func answerGoBackAndAnswerAgain<D: Dialog>(
    _ first: D, keys: [InputEvent], shows title: String, sourceLocation: SourceLocation = #_sourceLocation,
    cameBack: (VirtualTerminal) -> Void = { _ in }
) async throws -> (D.Value, [String]) {
    let term = VirtualTerminal(columns: 50, rows: 14)
    let screen = Screen(terminal: term)
    let flow = Task { () throws -> D.Value in
        try await screen.wizard { wizard in
            let value = try await wizard.step(first)
            _ = try await wizard.step(Menu(title: "Go on?", items: [MenuItem("Yes", value: true)]))
            return value
        }
    }
    await screen.waitUntilShown("the first step", sourceLocation: sourceLocation)
    term.send(keys + [.key(.enter)])
    await screen.waitUntilShown("the question", sourceLocation: sourceLocation) {
        term.lines.joined().contains("Go on?")
    }
    term.send(.backTab)
    await screen.waitUntilShown("the first step again", sourceLocation: sourceLocation) {
        term.lines.joined().contains(title)
    }
    let shownAgain = term.lines
    cameBack(term)
    term.send(.enter)
    await screen.waitUntilShown("the question again", sourceLocation: sourceLocation) {
        term.lines.joined().contains("Go on?")
    }
    term.send(.enter)
    return (try await flow.valueCancelledWithTheTest, shownAgain)
}
