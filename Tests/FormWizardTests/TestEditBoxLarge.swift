import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestEditBoxLarge {
    /// A text of 2,000 lines (about 1 MiB) reaches its last line with Ctrl-End, and typing
    /// there stays quick: an edit re-wraps the rows it touched, not the text, and the line
    /// count is kept as edits go (about 50 ms a key in a debug build, where a full count and
    /// wrap took 200).
    @Test func aLargeTextIsEditedAtItsEnd() async throws {
        let line = String(repeating: "lorem ipsum 日本 ", count: 30)
        let text = (1...2000).map { "\($0) \(line)" }.joined(separator: "\n")
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.editBox("Big", text: text, showsLineNumbers: true) }
        await screen.waitUntilIdle()
        let start = ContinuousClock.now
        term.send(Key(.end, modifiers: .control))
        term.type("the end")
        await screen.waitUntilIdle()
        let elapsed = ContinuousClock.now - start
        #expect(elapsed < .seconds(5), "8 keys took \(elapsed)")
        term.send(.ctrl("s"))
        #expect(try await answer.value == text + "the end")
    }
}
