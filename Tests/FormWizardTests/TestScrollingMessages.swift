import FormWizard
import FormWizardTesting
import Testing

/// Messages taller than their dialog scroll instead of being cut: alerts, confirmations, menus.
@MainActor
struct TestScrollingMessages {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    /// About 20 KB: numbered paragraphs of CJK, emoji and English, the last one marked.
    static let longMessage =
        (1...270).map { "\($0). 東京 🍣 The quick brown fox jumps over the lazy dog, again and again." }
        .joined(separator: "\n") + "\nTHE END ✅"

    @Test func theLongMessageIsTwentyKilobytes() {
        #expect(Self.longMessage.utf8.count > 20_000)
    }

    @Test(arguments: sizes) func aLongAlertScrollsToItsLastLine(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task {
            try await screen.alert(
                "長い Notice 📜", message: Self.longMessage, actions: [.default("OK", 1), .cancel("Cancel", 0)])
        }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "alert.top.\(size)")
        term.send(.pageDown, .down)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "alert.scrolled.\(size)")
        term.send(.end)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "alert.end.\(size)")
        term.send(.right, .enter)  // the buttons keep their keys
        #expect(try await answer.value == 0)
    }

    @Test func aLongConfirmScrollsAndTabStillMovesTheButtons() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.confirm("Accept?", message: Self.longMessage) }
        await screen.waitUntilIdle()
        term.send(.end, .up, .tab)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "confirm.nearEnd.40x12")
        term.send(.home, .enter)
        #expect(try await answer.value == false)
    }

    @Test func aShortAlertKeepsUpAndDownForTheButtons() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task {
            try await screen.alert("Short", message: "Fits.", actions: [.default("A", 1), .default("B", 2)])
        }
        await screen.waitUntilIdle()
        term.send(.down, .enter)
        #expect(try await answer.value == 2)
    }

    @Test func theScrollSurvivesAResize() async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term)
        let answer = Task {
            try await screen.alert("Notice", message: Self.longMessage, actions: [.default("OK", 1)])
        }
        await screen.waitUntilIdle()
        term.send(.end)
        await screen.waitUntilIdle()
        term.resize(columns: 40, rows: 12)
        await screen.waitUntilIdle()
        term.resize(columns: 1, rows: 1)
        await screen.waitUntilIdle()
        term.resize(columns: 80, rows: 24)
        await screen.waitUntilIdle()
        term.send(.enter)
        _ = try? await answer.value
    }
}

@MainActor
struct TestScrollingMenuMessage {
    @Test(arguments: TestScrollingMessages.sizes) func tabLetsTheArrowsScrollTheMessage(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let items = ["東京 Tokyo", "🍣 Sushi", "Ramen", "Soba", "Udon"].enumerated().map { MenuItem($1, value: $0) }
        let answer = Task { try await screen.menu("Lunch 🍱", message: TestScrollingMessages.longMessage, items: items) }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "menu.top.\(size)")
        term.send(.tab, .pageDown, .down)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "menu.scrolled.\(size)")
        term.send(.end)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "menu.end.\(size)")
        term.send(.tab, .down, .enter)  // back in the list
        #expect(try await answer.value == 1)
    }
}

@MainActor
struct TestScrollingTextInputMessage {
    @Test(arguments: TestScrollingMessages.sizes) func pageDownScrollsTheMessageAndTypingStillTypes(
        size: Size
    ) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.textInput("名前 Name", message: TestScrollingMessages.longMessage) }
        await screen.waitUntilIdle()
        term.send(.pageDown, .pageDown)
        term.send("Ada 🎉".map { .key(.character($0)) })
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "textInput.scrolled.\(size)")
        term.send(.enter)
        #expect(try await answer.value == "Ada 🎉")
    }
}
