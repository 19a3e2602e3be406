import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestInfoBox {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    static let message = "バックアップ中 💾 Copying 1,204 files to the 東京 server; this takes a few minutes."

    /// Shown without waiting: `showInfo` returns with the box drawn, keys do nothing to it, and
    /// dismissing it takes it away (and ends a wait on its value).
    @Test(arguments: sizes) func shownAtOnceThenDismissed(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term, clock: TestClock())
        let box = screen.showInfo(Self.message, title: "Backup 📦")
        assertSnapshot(term, named: "shown.\(size)")
        let shown = term.lines
        // Awaited beside the caller, so that the screen can be idle with the box on top.
        let waiter = Task { try await box.value }
        await screen.waitUntilIdle()
        term.send(.enter, .escape, .character("q"))
        await screen.waitUntilIdle()
        #expect(term.lines == shown)
        #expect(!box.isResolved)
        box.dismiss()
        await #expect(throws: CancellationError.self) { try await waiter.value }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "dismissed.\(size)")
    }

    /// `shutdown(keepingLastFrame: true)` leaves the box drawn, also once its handle goes;
    /// nothing is drawn afterwards and presenting throws.
    @Test func aShutdownKeepingTheLastFrameLeavesTheBox() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term, clock: TestClock())
        var box: DialogHandle<InfoBox>? = screen.showInfo("Working 🛠 on it", title: "Info")
        try box?.checkedUpdate { $0.message = "Almost done ✅" }  // not drawn yet: drawn by the shutdown
        screen.shutdown(keepingLastFrame: true)
        assertSnapshot(term, named: "kept")
        let kept = term.lines
        #expect(box?.isResolved == true)
        box = nil
        screen.shutdown()
        await #expect(throws: CancellationError.self) { try await screen.alert("After", actions: [.default("OK", 1)]) }
        #expect(term.lines == kept)
    }
}
