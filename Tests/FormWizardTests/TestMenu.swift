import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestMenu {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    static let fruits = [
        MenuItem("Apple", detail: "crisp, red", value: 1),
        MenuItem("Banana", detail: "yellow", value: 2),
        MenuItem("Cherry", value: 3),
        MenuItem("梨 (nashi)", detail: "日本", value: 4),
        MenuItem("🍇 Grapes", detail: "a bunch", value: 5),
    ]

    static func numbered(_ count: Int) -> [MenuItem<Int>] {
        (1...count).map { MenuItem("Item \($0)", value: $0) }
    }

    @Test(arguments: sizes) func shortMenuWithDetails(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.menu("果物 Fruit", message: "Pick one for the basket.", items: Self.fruits) }
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.down, .enter)
        #expect(try await answer.value == 2)
    }

    @Test(arguments: sizes) func longMenuScrolled(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.menu("Choose", message: "One of a hundred.", items: Self.numbered(100)) }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "longMenu.top.\(size)")
        term.send(.pageDown, .down, .down)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "longMenu.scrolled.\(size)")
        term.send(.enter)
        _ = try await answer.value
    }

    /// ↑ on the first item and ↓ on the last stay, as in dialog and whiptail (they went round
    /// before 2026-12-07, and pi-hole's installer got its last DNS choice for Up Enter).
    @Test func arrowsStopAtTheEnds() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let up = Task { try await screen.menu("Choose", items: Self.numbered(100)) }
        await screen.waitUntilIdle()
        term.send(.up, .enter)
        #expect(try await up.value == 1)
        let down = Task { try await screen.menu("Choose", items: Self.numbered(100), selected: 99) }
        await screen.waitUntilIdle()
        term.send(.down, .down, .enter)
        #expect(try await down.value == 100)
    }

    @Test func homeEndAndPages() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let script: [([Key], Int)] = [
            ([.end], 100), ([.end, .home], 1), ([.pageDown], 6), ([.pageDown, .pageDown, .pageDown], 16),
            ([.pageDown, .pageDown, .pageUp], 6), ([.pageUp], 1), ([.end, .pageDown], 100), ([.end, .pageUp], 95),
        ]
        for (keys, expected) in script {
            let answer = Task {
                try await screen.menu("Choose", message: "One of a hundred.", items: Self.numbered(100))
            }
            await screen.waitUntilIdle()
            term.send(keys.map(InputEvent.key) + [.key(.enter)])
            #expect(try await answer.value == expected, "\(keys)")
        }
    }

    @Test func pageDownMovesTheViewAPageAndKeepsTheSelectedRow() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.menu("Choose", items: Self.numbered(100)) }
        await screen.waitUntilIdle()
        term.send(.down, .down, .pageDown, .pageDown)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "pageDownTwice.\(term.size)")
        term.send(.enter)
        #expect(try await answer.value == 15)
    }

    @Test func theViewStaysPutWhileTheSelectionMovesBackUp() async throws {
        let term = VirtualTerminal(columns: 30, rows: 9)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.menu("Choose", items: Self.numbered(100)) }
        await screen.waitUntilIdle()
        for _ in 0..<7 { term.send(.down) }
        await screen.waitUntilIdle()
        let scrolled = [
            "     ┌ Choose ──────────┐     ",
            "     │  ▲ 3 more        │     ",
            "     │  Item 4          │     ",
            "     │  Item 5          │     ",
            "     │  Item 6          │     ",
            "     │  Item 7          │     ",
            "     │  Item 8          │     ",
            "     │  ▼ 92 more       │     ",
            "     └──────────────────┘     ",
        ]
        #expect(term.lines == scrolled)
        #expect(term.styledRuns.filter { $0.contains("reverse") } == [#"row 6 col 7 " Item 8         " bold,reverse"#])
        term.send(.up, .up, .up)
        await screen.waitUntilIdle()
        #expect(term.lines == scrolled)
        #expect(term.styledRuns.filter { $0.contains("reverse") } == [#"row 3 col 7 " Item 5         " bold,reverse"#])
        term.send(.up, .up)
        await screen.waitUntilIdle()
        #expect(
            term.lines[1...3] == [
                "     │  ▲ 2 more        │     ", "     │  Item 3          │     ", "     │  Item 4          │     ",
            ])
        term.send(.enter)
        #expect(try await answer.value == 3)
    }

    @Test func typingJumpsToTheNextItemWithThatInitialCycling() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let items = ["Apple", "Apricot", "Banana", "avocado", "日本酒", "42 things"].map { MenuItem($0) }
        let script: [(String, String)] = [
            ("a", "Apricot"), ("aa", "avocado"), ("aaa", "Apple"), ("A", "Apricot"), ("b", "Banana"),
            ("ab", "Banana"), ("日", "日本酒"), ("z", "Apple"), ("bz", "Banana"),
        ]
        for (typed, expected) in script {
            let answer = Task { try await screen.menu("Fruit", items: items) }
            await screen.waitUntilIdle()
            term.type(typed)
            term.send(.enter)
            #expect(try await answer.value == expected, "typed \(typed)")
        }
    }

    @Test func escapeCancelsOrReturnsTheDismissValue() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let cancelled = Task { try await screen.menu("Fruit", items: Self.fruits) }
        await screen.waitUntilIdle()
        term.send(.down, .escape)
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        let dismissed = Task { try await screen.menu("Fruit", items: Self.fruits, dismissValue: 0) }
        await screen.waitUntilIdle()
        term.send(.down, .escape)
        #expect(try await dismissed.value == 0)
    }

    @Test func theInitialSelectionIsCentredInView() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.menu("Choose", items: Self.numbered(100), selected: 49) }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "selected50.\(term.size)")
        term.send(.enter)
        #expect(try await answer.value == 50)
    }

    @Test func aResizeKeepsTheSelectionInView() async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.menu("Choose", items: Self.numbered(100)) }
        await screen.waitUntilIdle()
        for _ in 0..<15 { term.send(.down) }
        term.resize(columns: 30, rows: 9)
        await screen.waitUntilIdle()
        #expect(
            term.lines[1...7] == [
                "     │  ▲ 11 more       │     ", "     │  Item 12         │     ", "     │  Item 13         │     ",
                "     │  Item 14         │     ", "     │  Item 15         │     ", "     │  Item 16         │     ",
                "     │  ▼ 84 more       │     ",
            ])
        term.send(.down, .enter)
        #expect(try await answer.value == 17)
    }

    @Test func tenThousandItemsStayResponsive() async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term)
        let items = (1...10_000).map { MenuItem("Host \($0)", detail: "10.0.\($0 / 256).\($0 % 256)", value: $0) }
        let answer = Task { try await screen.menu("Hosts", items: items) }
        await screen.waitUntilIdle()
        for _ in 0..<200 { term.send(.pageDown) }
        term.send(.end, .up, .pageUp, .character("h"))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "tenThousand.\(term.size)")
        term.send(.enter)
        #expect(try await answer.value == 9_984)
    }

    @Test func rendersOnEverySmallScreen() {
        let menu = Menu(title: "果物", message: "Pick one for the basket.", items: Self.fruits)
        drawOnEverySmallScreen(menu)
        drawOnEverySmallScreen(menu, after: [.pageDown, .down, .end, .pageUp])
        drawOnEverySmallScreen(Menu(title: "Choose", items: Self.numbered(100), selected: 50), after: [.pageDown])
    }
}

@MainActor
struct TestMenuTypeAhead {
    static let items = ["Apple", "Apricot", "Banana", "avocado", "Ärger", "42 things", "Blueberry"].map { MenuItem($0) }

    @Test func typeAheadMatchesTheWholePrefix() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let script: [(String, String)] = [
            ("av", "avocado"), ("apr", "Apricot"), ("bl", "Blueberry"), ("ba", "Banana"), ("ar", "Ärger"),
            ("blx", "Blueberry"), ("blb", "Banana"), ("appx", "Apple"),
        ]
        for (typed, expected) in script {
            let answer = Task { try await screen.menu("Fruit", items: Self.items) }
            await screen.waitUntilIdle()
            term.type(typed)
            term.send(.enter)
            #expect(try await answer.value == expected, "typed \(typed)")
        }
    }

    @Test func digitsSelectTheItemAtThatPlaceInView() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let script: [([Key], Int)] = [
            // Six rows are in view: 9 is past them; after PgDn the view starts at 7.
            ([.character("1")], 1), ([.character("3")], 3), ([.character("6")], 6), ([.character("9")], 1),
            ([.pageDown, .character("1")], 7), ([.end, .character("2")], 96), ([.character("0")], 1),
        ]
        for (keys, expected) in script {
            let answer = Task { try await screen.menu("Choose", items: TestMenu.numbered(100)) }
            await screen.waitUntilIdle()
            term.send(keys.map(InputEvent.key) + [.key(.enter)])
            #expect(try await answer.value == expected, "\(keys)")
        }
    }
}
