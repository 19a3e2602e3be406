import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestAlert {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    @Test func alertShowsPreferredActionFocused() async throws {
        let term = VirtualTerminal(columns: 40, rows: 10)
        let screen = Screen(terminal: term)
        let answer = Task {
            try await screen.alert(
                "Delete?", message: "Delete 3 files from the trash?",
                actions: [.destructive("Delete", true), .cancel("Keep", false)])
        }
        await screen.waitUntilIdle()
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

    @Test(arguments: sizes) func longMessageWithThreeActions(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task {
            try await screen.alert(
                "Unsaved changes",
                message:
                    "You have unsaved changes in 3 documents. If you quit now, the changes made since your last "
                    + "save will be lost. Save them first?",
                actions: [.default("Save", "save"), .destructive("Discard", "discard"), .cancel("Cancel", "cancel")])
        }
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.character("d"))
        #expect(try await answer.value == "discard")
    }

    @Test(arguments: sizes) func cjkAndEmojiText(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task {
            try await screen.alert(
                "完了しました 🎉", message: "アップロードが完了しました。共有リンクをコピーしますか？",
                actions: [.default("Copy", 1), .cancel("閉じる", 0)])
        }
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.right, .enter)
        #expect(try await answer.value == 0)
    }

    @Test func escapeReturnsTheDismissValueOrCancels() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let dismissed = Task { try await screen.alert("Hi", actions: [.default("OK", 1)], dismissValue: 0) }
        await screen.waitUntilIdle()
        term.send(.escape)
        #expect(try await dismissed.value == 0)
        let cancelled = Task { try await screen.alert("Hi", actions: [.default("OK", 1)]) }
        await screen.waitUntilIdle()
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await cancelled.value }
    }

    @Test func rendersOnEverySmallScreen() {
        let alert = Alert(
            title: "完了しました 🎉", message: "アップロードが完了しました。",
            actions: [.default("Copy", 1), .destructive("Delete", 2), .cancel("閉じる", 0)])
        drawOnEverySmallScreen(alert)
        drawOnEverySmallScreen(alert, after: [.right, .right])
        drawOnEverySmallScreen(Confirm(title: "Delete?", destructive: true))
    }
}
