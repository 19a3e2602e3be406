import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestAlert {
    @Test func alertShowsPreferredActionFocused() async throws {
        let term = VirtualTerminal(columns: 40, rows: 10)
        let screen = Screen(terminal: term)
        let answer = Task {
            try await screen.alert(
                "Delete?", message: "Delete 3 files from the trash?",
                actions: [.destructive("Delete", true), .cancel("Keep", false)])
        }
        await screen.idle()
        #expect(
            term.lines == [
                "                                        ",
                "                                        ",
                "   ┌ Delete? ───────────────────────┐   ",
                "   │ Delete 3 files from the trash? │   ",
                "   │                                │   ",
                "   │      < Delete >  < Keep >      │   ",
                "   └────────────────────────────────┘   ",
                "                                        ",
                "                                        ",
                "                                        ",
            ])
        term.send(.enter)
        #expect(try await answer.value == false)
    }
}
