import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestConfirm {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    @Test(arguments: sizes) func questionWithYesFocused(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task {
            try await screen.confirm("Save changes?", message: "Your edits to \"notes.txt\" will be lost otherwise.")
        }
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.enter)
        #expect(try await answer.value == true)
    }

    @Test(arguments: sizes) func destructiveFocusesCancel(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task {
            try await screen.confirm(
                "ファイルを削除しますか？", message: "「写真 📷」の 3 件は元に戻せません。", confirm: "Delete", cancel: "Keep",
                destructive: true)
        }
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.enter)
        #expect(try await answer.value == false)
    }

    @Test func hotkeysAreTheFirstLetters() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        for (key, expected) in [("y", true), ("n", false), ("Y", true), ("N", false)] {
            let answer = Task { try await screen.confirm("Continue?") }
            await screen.waitUntilIdle()
            term.type(key)
            #expect(try await answer.value == expected)
        }
        let custom = Task {
            try await screen.confirm("Drop table?", confirm: "Drop", cancel: "Keep", destructive: true)
        }
        await screen.waitUntilIdle()
        term.type("yd")
        #expect(try await custom.value == true)
    }

    @Test func arrowsMoveFocusAndEnterPressesIt() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.confirm("Continue?") }
        await screen.waitUntilIdle()
        #expect(term.lines[5] == "          │ < Yes >  < No > │           ")
        #expect(term.styledRuns.filter { $0.hasPrefix("row 5 col 12 ") } == [#"row 5 col 12 "< " bold,reverse"#])
        term.send(.right)
        await screen.waitUntilIdle()
        #expect(term.styledRuns.filter { $0.hasPrefix("row 5 col 21 ") } == [#"row 5 col 21 "< " bold,reverse"#])
        term.send(.tab, .enter)
        #expect(try await answer.value == true)
    }

    @Test func escapeCancelsRatherThanAnsweringNo() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.confirm("Continue?") }
        await screen.waitUntilIdle()
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await answer.value }
    }
}
