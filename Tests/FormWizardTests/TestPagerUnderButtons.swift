import FormWizard
import FormWizardTesting
import Testing

/// A license under Accept and Decline: the buttons close it, so the pager neither offers
/// "q quit" nor takes `q` as a way out (it accepted the license, as Enter does).
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestPagerUnderButtons {
    static let license = (1...30).map { "§\($0) The software is provided as is." }

    private func open() async -> (VirtualTerminal, Screen, Task<WithButtons<Pager>.Outcome, any Error>) {
        let term = VirtualTerminal(columns: 44, rows: 10)
        let screen = Screen(terminal: term)
        let pager = Pager(title: "License", lines: Self.license)
            .withButtons([DialogButton("Accept", action: .accept), DialogButton("Decline", action: .cancel)])
        let task = Task { try await screen.present(pager) }
        await screen.waitUntilShown("the license")
        return (term, screen, task)
    }

    @Test func theHintLeavesOutQAndQDoesNothing() async throws {
        let (term, screen, task) = await open()
        term.send(.character("q"))
        await screen.waitUntilIdle()
        #expect(screen.presentationCount == 1)
        #expect(
            term.lines == [
                "┌ License ─────────────────────────────────┐",
                "│ §1 The software is provided as is.       │",
                "│ §2 The software is provided as is.       │",
                "│ §3 The software is provided as is.       │",
                "│ §4 The software is provided as is.       │",
                "│ §5 The software is provided as is.       │",
                "│ / search  n/N next/pr…  lines 1–5/30 16% │",
                "├──────────────────────────────────────────┤",
                "│         < Accept >  < Decline >          │",
                "└──────────────────────────────────────────┘",
            ])
        term.send(.tab, .tab, .enter)
        await #expect(throws: CancellationError.self) { try await task.valueCancelledWithTheTest }
    }

    @Test func withoutButtonsQStillCloses() async throws {
        let term = VirtualTerminal(columns: 44, rows: 8)
        let screen = Screen(terminal: term)
        let task = Task { try await screen.present(Pager(title: "License", lines: Self.license)) }
        await screen.waitUntilShown("the license")
        #expect(term.lines[6].hasPrefix("│ q quit  / search"))
        term.send(.character("q"))
        try await task.valueCancelledWithTheTest
    }
}
