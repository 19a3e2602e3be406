import FormWizard
import FormWizardTesting
import Testing

/// `Screen.withDialogSize`: dialogs drawn at a size given instead of their own, centred,
/// clamped to the screen, laid out inside as on a screen that size; clicks and the cursor
/// land where they are drawn.
@MainActor
struct TestDialogSize {
    @Test func anAlertFillsTheSizeAndItsButtonsAreClicked() async throws {
        let term = VirtualTerminal(columns: 50, rows: 14)
        let screen = Screen(terminal: term)
        let answer = Task {
            try await screen.withDialogSize(DialogSize(columns: 30, rows: 8)) {
                try await screen.alert(
                    "Delete?", message: "Delete 3 files? 日本語も",
                    actions: [.destructive("Delete", "delete"), .cancel("Keep", "keep")])
            }
        }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "alert")
        term.click(on: "< Keep >", offset: 3)
        #expect(try await answer.value == "keep")
    }

    @Test func oneAxisGivenAndTheOtherLeftToTheDialog() async throws {
        let term = VirtualTerminal(columns: 50, rows: 14)
        let screen = Screen(terminal: term)
        let answer = Task {
            try await screen.withDialogSize(DialogSize(columns: nil, rows: 12)) {
                try await screen.textInput("Name", message: "Who are you?", text: "Ada")
            }
        }
        await screen.waitUntilIdle()
        term.type("!")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "rows")
        term.send(.enter)
        #expect(try await answer.value == "Ada!")
    }

    /// A margin keeps columns at the right and rows at the foot free: the box is clamped to
    /// the rest and centred there (dialog's room for its shadow).
    @Test func aMarginIsLeftFreeAtTheRightAndTheFoot() async throws {
        let term = VirtualTerminal(columns: 40, rows: 10)
        let screen = Screen(terminal: term, clock: TestClock())
        let margin = Size(columns: 2, rows: 1)
        let shown = await screen.withDialogSize(
            DialogSize(columns: DialogSize.maximum, rows: DialogSize.maximum, margin: margin)
        ) {
            screen.showInfo("Working on it")
        }
        let waiter = Task { try await shown.value }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "margin")
        shown.dismiss()
        _ = try? await waiter.value
    }

    @Test func largerThanTheScreenIsClampedAndFollowsAResize() async throws {
        let term = VirtualTerminal(columns: 40, rows: 10)
        let screen = Screen(terminal: term, clock: TestClock())
        let shown = await screen.withDialogSize(DialogSize(columns: DialogSize.maximum, rows: 100)) {
            screen.showInfo("Working on it")
        }
        // Awaited beside the caller, so that the screen can be idle with the box on top.
        let waiter = Task { try await shown.value }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "maximum")
        term.resize(columns: 30, rows: 6)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "resized")
        shown.dismiss()
        _ = try? await waiter.value
    }
}
