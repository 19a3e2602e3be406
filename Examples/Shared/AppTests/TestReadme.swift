// swift-format-ignore-file
// README.md's example as it shows it; TestReadme keeps the region
// between `// <readme: NAME>` and `// </readme>` equal to its block.
// <readme: deleteAsksFirst>
import FormWizard
import FormWizardTesting
import Testing

@MainActor
@Test func deleteAsksFirst() async throws {
    let term = VirtualTerminal(columns: 40, rows: 10)
    let screen = Screen(terminal: term)
    let answer = Task {
        try await screen.alert("Delete?", actions: [.destructive("Delete", true), .cancel("Keep", false)])
    }
    await screen.waitUntilIdle()   // no sleeps: returns when the dialog waits for the user
    assertSnapshot(term)           // Tests/…/__Snapshots__/<TestFile>/deleteAsksFirst.40x10.txt
    term.send(.left, .enter)
    #expect(try await answer.value == true)
}
// </readme>
