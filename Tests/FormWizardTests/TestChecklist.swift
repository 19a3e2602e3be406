import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestChecklist {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    static let regions = [
        MenuItem("eu-west-1", detail: "Ireland 🇮🇪", value: "eu-west-1"),
        MenuItem("eu-central-1", detail: "Frankfurt", value: "eu-central-1"),
        MenuItem("ap-northeast-1", detail: "東京 Tokyo", value: "ap-northeast-1"),
        MenuItem("us-east-1", detail: "Virginia", value: "us-east-1"),
        MenuItem("🌍 global", value: "global"),
    ]

    static let cities = [
        "Amsterdam", "Athens", "Berlin", "Bordeaux", "Cairo", "Copenhagen", "東京 Tokyo", "大阪 Osaka", "Toronto",
        "Dublin", "Edinburgh", "Florence", "🎡 Vienna", "Geneva", "Hamburg", "Istanbul", "Kyoto", "Lisbon",
        "Madrid", "Oslo", "Porto", "Toulouse",
    ].map { MenuItem($0) }

    static func numbered(_ count: Int) -> [MenuItem<Int>] {
        (1...count).map { MenuItem("Item \($0)", value: $0) }
    }

    @Test(arguments: sizes) func preselectedThenChosen(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task {
            try await screen.checklist("地域 Regions", message: "Where to deploy?", items: Self.regions, selected: [2])
        }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "preselected.\(size)")
        term.send(.character(" "))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "chosen.\(size)")
        term.send(.enter)
        #expect(try await answer.value == ["eu-west-1", "ap-northeast-1"])
    }

    @Test(arguments: sizes) func filteredThenEmpty(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.checklist("Cities", message: "Pick some.", items: Self.cities) }
        await screen.waitUntilIdle()
        term.type("/to")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "filtered.\(size)")
        term.send(.down, .character(" "))
        term.type("zz")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "noMatches.\(size)")
        term.send(.escape, .enter)
        #expect(try await answer.value == ["Toronto"])
    }

    @Test(arguments: sizes) func scrolled(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task {
            try await screen.checklist("Choose", message: "Any of a hundred.", items: Self.numbered(100))
        }
        await screen.waitUntilIdle()
        term.send(.pageDown, .down, .character(" "), .down, .character(" "))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "scrolled.\(size)")
        term.send(.enter)
        _ = try await answer.value
    }

    @Test(arguments: sizes) func tooFewShowsAMessage(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.checklist("地域 Regions", items: Self.regions, minimum: 2, maximum: 3) }
        await screen.waitUntilIdle()
        term.send(.character(" "), .enter)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "tooFew.\(size)")
        term.send(.down, .character(" "), .enter)
        #expect(try await answer.value == ["eu-west-1", "eu-central-1"])
    }

    @Test func tooManyIsRefusedWithAMessage() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.checklist("地域 Regions", items: Self.regions, maximum: 2) }
        await screen.waitUntilIdle()
        term.send(.character(" "), .down, .character(" "), .down, .character(" "))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "tooMany.\(term.size)")
        term.send(.ctrl("a"))
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(try await answer.value == ["eu-west-1", "eu-central-1"])
    }

    @Test func keyScripts() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let space = InputEvent.key(.character(" "))
        let script: [([InputEvent], [String])] = [
            ([], []),
            ([space], ["Amsterdam"]),
            ([space, space], []),
            ([.key(.ctrl("a"))], Self.cities.map(\.value)),
            ([.key(.ctrl("a")), .key(.ctrl("n"))], []),
            // The result is in item order, whatever order they were chosen in.
            ([.key(.end), space, .key(.home), space], ["Amsterdam", "Toulouse"]),
            // Digits move to the N-th item in view.
            ([.key(.character("3")), space], ["Berlin"]),
            // Type-ahead by prefix: "to" is Toronto, then "tou" Toulouse; "a" "a" cycles.
            ([.key(.character("t")), .key(.character("o")), space], ["Toronto"]),
            ([.key(.character("t")), .key(.character("o")), .key(.character("u")), space], ["Toulouse"]),
            ([.key(.character("a")), space], ["Athens"]),
            ([.key(.character("a")), .key(.character("a")), space], ["Amsterdam"]),
            ([.key(.character("東")), space], ["東京 Tokyo"]),
            // The filter: Ctrl-A chooses the matches only; Esc clears, Enter then returns.
            (
                [.key(.character("/")), .key(.character("o")), .key(.character("s")), .key(.ctrl("a")), .key(.escape)],
                ["大阪 Osaka", "Oslo", "Toulouse"]
            ),
            // Space while filtering chooses; a digit goes to the filter.
            ([.key(.character("/")), .key(.character("4")), space], []),
            ([.key(.character("/")), .paste("kyo"), space, .key(.enter)], ["東京 Tokyo"]),
            (
                [
                    .key(.character("/")), .key(.character("k")), .key(.backspace), .key(.backspace),
                    .key(.character("b")),
                    space,
                ], ["Berlin"]
            ),
        ]
        for (events, expected) in script {
            let answer = Task { try await screen.checklist("Cities", items: Self.cities) }
            await screen.waitUntilIdle()
            term.send(events + [.key(.enter)])
            await screen.waitUntilIdle()
            if events.contains(.key(.escape)) || events.last == .key(.enter) || expected.isEmpty {
                term.send(.enter)
            }
            #expect(try await answer.value == expected, "\(events)")
        }
    }

    @Test func escapeClearsTheFilterThenCancels() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.checklist("Cities", items: Self.cities, selected: [0]) }
        await screen.waitUntilIdle()
        term.type("/lis")
        term.send(.enter)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "filterKept.\(term.size)")
        term.send(.escape)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "filterCleared.\(term.size)")
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await answer.value }
    }

    @Test func aResizeKeepsTheChoicesAndTheFilter() async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.checklist("Choose", items: Self.numbered(100)) }
        await screen.waitUntilIdle()
        term.send(.character(" "))
        term.type("/9")
        term.send(.down, .character(" "))
        term.resize(columns: 30, rows: 9)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "resized.\(term.size)")
        term.send(.enter, .enter)
        #expect(try await answer.value == [1, 19])
    }

    @Test func tenThousandItemsFilterAndScroll() async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term)
        let items = (1...10_000).map { MenuItem("Host \($0)", detail: "10.0.\($0 / 256).\($0 % 256)", value: $0) }
        let answer = Task { try await screen.checklist("Hosts", items: items) }
        await screen.waitUntilIdle()
        for _ in 0..<100 { term.send(.pageDown) }
        term.send(.character(" "))
        term.type("/9999")
        term.send(.character(" "), .enter, .enter)
        let chosen = try await answer.value
        #expect(chosen.count == 2 && chosen.last == 9_999)
    }

    @Test func rendersOnEverySmallScreen() {
        let list = Checklist(title: "地域", message: "Where to deploy?", items: Self.regions, selected: [1], minimum: 9)
        drawOnEverySmallScreen(list)
        drawOnEverySmallScreen(list, after: [.pageDown, .character(" "), .end, .enter])
        drawOnEverySmallScreen(list, after: [.character("/"), .character("e"), .character("🌍")])
        drawOnEverySmallScreen(
            Checklist(title: "Choose", items: Self.numbered(100), selected: [50]), after: [.pageDown])
    }
}
