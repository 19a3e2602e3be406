import FormWizard
import FormWizardTesting
import Testing

/// `waitUntilShown`: woken by the screen when a dialog comes, bounded, and saying why when
/// nothing came.
@MainActor
struct TestWaitUntilShown {
    @Test func aDialogPresentedAfterWorkOfItsOwnEndsTheWait() async throws {
        let term = VirtualTerminal(columns: 30, rows: 7)
        let screen = Screen(terminal: term)
        let answer = Task {
            // Work before the first dialog, in real time: nothing keeps the screen busy meanwhile.
            try await Task.sleep(for: .milliseconds(20))
            return try await screen.confirm("Ready?")
        }
        await screen.waitUntilShown("the question")
        assertSnapshot(term, named: "shown")
        term.send(.enter)
        #expect(try await answer.value == true)
    }

    // The bound of the test itself, should the wait not end: its own time limit is 50 ms, but a
    // parallel run keeps the main actor from resuming it for seconds.
    @Test(.timeLimit(.minutes(1)))
    func aDialogNeverShownEndsTheWaitWithAnIssueSayingSo() async {
        let screen = Screen(terminal: VirtualTerminal(columns: 30, rows: 7))
        await withKnownIssue {
            await screen.waitUntilShown("the menu", timeLimit: .milliseconds(50))
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["the menu was not shown (not after 0.05 seconds): 0 of 1 dialogs up"]
        }
        screen.shutdown()
    }

    // Without waiting for its 2 minutes: the test's own limit is one.
    @Test(.timeLimit(.minutes(1)))
    func aScreenShutDownEndsTheWaitAtOnce() async {
        let screen = Screen(terminal: VirtualTerminal(columns: 30, rows: 7))
        screen.shutdown()
        await withKnownIssue {
            await screen.waitUntilShown("the menu", timeLimit: .seconds(120))
        } matching: { issue in
            issue.comments.map(\.rawValue) == ["the menu was not shown (the screen was shut down): 0 of 1 dialogs up"]
        }
    }
}
