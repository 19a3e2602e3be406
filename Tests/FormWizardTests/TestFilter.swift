import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestFilter {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    /// Thirty lines, some with CJK, accents and emoji.
    static let lines: [String] = [
        "README.md", "Sources/東京/駅.swift", "🍇 grapes.txt", "docs/café-menu.md", "Tests/TestFilter.swift",
        "Package.swift", "Sources/FormWizard/Dialogs/Filter/Filter.swift", "scripts/bench", "日本語のメモ.txt",
        "Examples/App/main.swift", "notes/🎉 release party.md", "Sources/Checkout/Cart.swift", "LICENSE",
        "docs/naïve-search.md", "scripts/e2e", "Tests/TestMenu.swift", "Sources/FormWizard/Text/FuzzyQuery.swift",
        "assets/logo.svg", "CHANGELOG.md", "Sources/formwizard/main.swift", "docs/测试 guide.md",
        "Tests/__Snapshots__/TestFilter/empty.txt", ".swift-format", "scripts/test", "Makefile",
        "docs/résumé.pdf", "Sources/FormWizardCurses/Terminal.swift", "notes/todo.txt", "🐢 slow path.md",
        "ARCHITECTURE.md",
    ]

    private func start(
        _ term: VirtualTerminal, limit: Int? = 1, synchronousLimit: Int = 200_000
    ) -> (Screen, Task<[String], any Error>) {
        let screen = Screen(terminal: term)
        let chosen = Task {
            try await screen.present(
                Filter(Self.lines, title: "Files", limit: limit, synchronousLimit: synchronousLimit))
        }
        return (screen, chosen)
    }

    private func type(_ text: String, into term: VirtualTerminal) {
        term.send(text.map { InputEvent.key(.character($0)) })
    }

    @Test(arguments: sizes) func emptyQueryListsEverythingInOrder(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let (screen, chosen) = start(term)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "empty.\(size)")
        term.send(.enter)
        #expect(try await chosen.value == ["README.md"])
    }

    @Test(arguments: sizes) func filteredWithHighlights(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let (screen, chosen) = start(term)
        await screen.waitUntilIdle()
        type("swft", into: term)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "filtered.\(size)")
        term.send(.ctrl("u"))
        type("東swft", into: term)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "filteredCJK.\(size)")
        term.send(.enter)
        #expect(try await chosen.value == ["Sources/東京/駅.swift"])
    }

    @Test(arguments: sizes) func noMatches(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let (screen, chosen) = start(term)
        await screen.waitUntilIdle()
        type("qwv", into: term)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "noMatches.\(size)")
        term.send(.enter)  // nothing to choose: ignored
        term.send(.backspace, .backspace, .backspace, .enter)
        #expect(try await chosen.value == ["README.md"])
    }

    @Test(arguments: sizes) func scrolled(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let (screen, chosen) = start(term)
        await screen.waitUntilIdle()
        term.send(.pageDown, .down)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "scrolled.\(size)")
        term.send(.end)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "end.\(size)")
        term.send(.enter)
        #expect(try await chosen.value == ["ARCHITECTURE.md"])
    }

    @Test(arguments: sizes) func multiWithMarks(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let (screen, chosen) = start(term, limit: nil)
        await screen.waitUntilIdle()
        type("md", into: term)
        term.send(.tab, .down, .tab)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "multi.\(size)")
        term.send(.enter)
        #expect(try await chosen.value == ["README.md", "notes/🎉 release party.md"])
    }

    @Test func enterWithNoMatchesIsIgnored() {
        var filter = Filter(["a", "b"])
        _ = filter.handle(.key(.character("z")))
        guard case .ignored = filter.handle(.key(.enter)) else {
            Issue.record("Enter chose something")
            return
        }
        _ = filter.handle(.key(.backspace))
        guard case .submit(let chosen) = filter.handle(.key(.enter)) else {
            Issue.record("Enter did not choose")
            return
        }
        #expect(chosen == ["a"])
    }

    @Test func theQueryKeepsItsFirstThousandCharacters() {
        let long = String(repeating: "a", count: Filter<String>.queryLimit)
        var filter = Filter([long + "!", "b"])
        // Whole, the query would match nothing; cut to its first thousand, it matches the first line.
        _ = filter.handle(.paste(long + "b"))
        guard case .submit(let chosen) = filter.handle(.key(.enter)) else {
            Issue.record("the query was not cut")
            return
        }
        #expect(chosen == [long + "!"])
        #expect(Filter<String>.queryLimit == 1_000)
    }

    @Test func rankedByScoreTiesInTheirOrder() async throws {
        let filter = Filter(["xaxbx", "ab-1", "a_b", "ab-2", "zzz"])
        var typed = filter
        _ = typed.handle(.key(.character("a")))
        _ = typed.handle(.key(.character("b")))
        var order: [String] = []
        for _ in 0..<4 {
            var copy = typed
            guard case .submit(let chosen) = copy.handle(.key(.enter)) else { break }
            order += chosen
            _ = typed.handle(.key(.down))
        }
        // "ab" at the start of "ab-1" and "ab-2" (equal, in their order), then "a_b", "xaxbx".
        #expect(order == ["ab-1", "ab-2", "a_b", "xaxbx"])
    }

    @Test func keyScripts() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let script: [([InputEvent], [String]?)] = [
            ([.key(.down), .key(.down)], ["🍇 grapes.txt"]),
            ([.key(.end), .key(.up)], ["🐢 slow path.md"]),
            ([.key(.end), .key(.home)], ["README.md"]),
            ([.key(.pageDown), .key(.pageUp), .key(.down)], ["Sources/東京/駅.swift"]),
            ([.key(.ctrl("n")), .key(.ctrl("n")), .key(.ctrl("p"))], ["Sources/東京/駅.swift"]),
            ("cafe".map { .key(.character($0)) }, ["docs/café-menu.md"]),
            ("RESUME".map { .key(.character($0)) }, ["docs/résumé.pdf"]),
            ([.paste("naive")], ["docs/naïve-search.md"]),
            ("xyz".map { .key(.character($0)) } + [.key(.ctrl("u"))] + "lic".map { .key(.character($0)) }, ["LICENSE"]),
            ([.key(.escape)], nil),
        ]
        for (events, expected) in script {
            let chosen = Task { try await screen.present(Filter(Self.lines)) }
            await screen.waitUntilIdle()
            term.send(events)
            if expected != nil { term.send(.enter) }
            let answer = try? await chosen.value
            #expect(answer == expected, "\(events)")
        }
    }

    @Test func multiKeys() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let script: [(Int?, [Key], [String])] = [
            (nil, [], ["README.md"]),  // nothing marked: the line under the cursor
            (nil, [.tab, .tab, .backTab], ["README.md", "Sources/東京/駅.swift", "🍇 grapes.txt"]),  // and moves up
            (2, [.tab, .tab, .tab], ["README.md", "Sources/東京/駅.swift"]),  // the limit stops the third
            (nil, [.tab, .up, .tab], ["Sources/東京/駅.swift"]),  // unmarked again: the line under the cursor
        ]
        for (limit, keys, expected) in script {
            let chosen = Task { try await screen.present(Filter(Self.lines, limit: limit)) }
            await screen.waitUntilIdle()
            term.send(keys.map(InputEvent.key) + [.key(.enter)])
            #expect(try await chosen.value == expected, "\(keys)")
        }
        let all = Task { try await screen.present(Filter(Self.lines, limit: nil)) }
        await screen.waitUntilIdle()
        term.send("tests".map { .key(.character($0)) } + [.key(.ctrl("a")), .key(.enter)])
        #expect(
            try await all.value == [
                "Tests/TestFilter.swift", "Tests/TestMenu.swift", "Tests/__Snapshots__/TestFilter/empty.txt",
            ])
    }

    @Test func aSearchOffTheMainActorGivesTheSameAnswers() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let (screen, chosen) = start(term, synchronousLimit: 0)
        await screen.waitUntilIdle()
        type("swft", into: term)
        await screen.waitUntilIdle()
        let synchronous = VirtualTerminal(columns: 40, rows: 12)
        let (other, otherChosen) = start(synchronous)
        await other.waitUntilIdle()
        type("swft", into: synchronous)
        await other.waitUntilIdle()
        #expect(term.lines == synchronous.lines)
        #expect(term.styledRuns == synchronous.styledRuns)
        // Typed ahead with Enter in one read: Enter waits for the search of what was typed.
        term.send(.backspace, .backspace, .backspace, .backspace)
        term.send("main".map { .key(.character($0)) } + [.key(.enter)])
        #expect(try await chosen.value == ["Examples/App/main.swift"])
        synchronous.send(.escape)
        _ = try? await otherChosen.value
    }

    @Test func aResizeKeepsTheQueryTheMarksAndTheSelection() async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let (screen, chosen) = start(term, limit: nil)
        await screen.waitUntilIdle()
        type("swft", into: term)
        term.send(.tab, .down, .down)
        await screen.waitUntilIdle()
        term.resize(columns: 40, rows: 12)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "resized.40x12")
        term.resize(columns: 20, rows: 6)
        await screen.waitUntilIdle()
        term.send(.tab, .enter)
        #expect(try await chosen.value == ["Sources/東京/駅.swift", "Examples/App/main.swift"])
    }

    @Test func tinyTerminalsDrawWithoutTrapping() async throws {
        for size in [
            Size(columns: 1, rows: 1), Size(columns: 3, rows: 2), Size(columns: 9, rows: 3), Size(columns: 0, rows: 0),
        ] {
            let term = VirtualTerminal(columns: size.columns, rows: size.rows)
            let (screen, chosen) = start(term, limit: nil)
            await screen.waitUntilIdle()
            term.send(.character("s"), .tab, .pageDown, .end)
            await screen.waitUntilIdle()
            term.send(.escape)
            _ = try? await chosen.value
        }
    }
}
