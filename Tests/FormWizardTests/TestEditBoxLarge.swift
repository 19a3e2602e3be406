import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestEditBoxLarge {
    /// A text of 2,000 lines (about 1 MiB) reaches its last line with Ctrl-End, and typing
    /// there lands at its end (an edit re-wraps the rows it touched, not the text: about 50 ms
    /// a key in a debug build, where a full count and wrap took 200; no time bound here, as
    /// speed belongs in benchmarks).
    @Test func aLargeTextIsEditedAtItsEnd() async throws {
        let line = String(repeating: "lorem ipsum 日本 ", count: 30)
        let text = (1...2000).map { "\($0) \(line)" }.joined(separator: "\n")
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.editBox("Big", text: text, showsLineNumbers: true) }
        await screen.waitUntilIdle()
        term.send(Key(.end, modifiers: .control))
        term.type("the end")
        await screen.waitUntilIdle()
        term.send(.ctrl("s"))
        #expect(try await answer.value == text + "the end")
    }
}
