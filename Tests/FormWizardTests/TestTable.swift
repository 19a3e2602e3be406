import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestTable {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    static let headers = ["City", "Country", "Population", "Notes"]
    static let cities = [
        ["Tokyo 東京", "Japan 日本", "37400068", "The largest metro area 🏙️ in the world"],
        ["Delhi", "India", "28514000", "A capital territory"],
        ["São Paulo", "Brazil 🇧🇷", "21650000", "Café capital"],
        ["Zürich", "Switzerland", "415367", "Banks and 🧀"],
        ["北京 Beijing", "China 中国", "19618000", "The Forbidden City"],
        ["Ålesund", "Norway", "66670", "Art Nouveau town by the fjords, known for its architecture"],
    ]

    struct Server: Sendable, Equatable {
        var name: String
        var region: String
        var load: Int
    }

    static let servers = [
        Server(name: "web-1", region: "東京", load: 72), Server(name: "web-2 🚀", region: "Paris", load: 9),
        Server(name: "db", region: "Zürich", load: 100),
    ]
    static let serverColumns = [
        TableColumn<Server>("Name", value: \.name), TableColumn("Region", value: \.region),
        TableColumn("Load", value: \.load),
    ]

    private func start(
        _ size: Size, selection: Table<[String]>.Selection = .single, freezing: Bool = false,
        rows: [[String]] = cities
    ) -> (VirtualTerminal, Screen, Task<[[String]], any Error>) {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let table = Table(
            title: "都市 Cities", rows: rows, columns: TableColumn.texts(Self.headers), selection: selection,
            freezesFirstColumn: freezing)
        return (term, screen, Task { try await screen.present(table) })
    }

    @Test(arguments: sizes) func initialSortedAndChosen(size: Size) async throws {
        let (term, screen, answer) = start(size)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "initial.\(size)")
        term.send(.character("s"), .character("s"), .character("s"))  // by Population
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "sortedByPopulation.\(size)")
        term.send(.character("S"), .down)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "sortedDescending.\(size)")
        term.send(.enter)
        #expect(try await answer.value == [Self.cities[1]])
    }

    @Test(arguments: sizes) func scrolledRight(size: Size) async throws {
        let (term, screen, answer) = start(size)
        await screen.waitUntilIdle()
        term.send(.right, .right)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "scrolledRight.\(size)")
        term.send(.end, .enter)
        #expect(try await answer.value == [Self.cities[5]])
    }

    @Test(arguments: sizes) func scrolledRightWithTheFirstColumnFrozen(size: Size) async throws {
        let (term, screen, answer) = start(size, freezing: true)
        await screen.waitUntilIdle()
        term.send(.right, .right)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "frozen.\(size)")
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await answer.value }
    }

    @Test(arguments: sizes) func filtered(size: Size) async throws {
        let (term, screen, answer) = start(size)
        await screen.waitUntilIdle()
        term.send(.character("/"), .character("c"), .character("a"), .character("p"))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "filtered.\(size)")
        term.send(.character("x"), .character("q"))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "filteredToNothing.\(size)")
        term.send(.backspace, .backspace, .enter, .down, .enter)
        #expect(try await answer.value == [Self.cities[2]])
    }

    @Test(arguments: sizes) func multiSelected(size: Size) async throws {
        let (term, screen, answer) = start(size, selection: .multiple)
        await screen.waitUntilIdle()
        term.send(.down, .character(" "), .down, .down, .character(" "), .down)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "multiSelected.\(size)")
        term.send(.enter)
        #expect(try await answer.value == [Self.cities[1], Self.cities[3]])
    }

    @Test(arguments: sizes) func empty(size: Size) async throws {
        let (term, screen, answer) = start(size, rows: [])
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "empty.\(size)")
        term.send(.enter, .escape)
        await #expect(throws: CancellationError.self) { try await answer.value }
    }

    @Test func typedRowsWithColumnsOfTheirOwn() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.table("Servers", rows: Self.servers, columns: Self.serverColumns) }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "servers.40x12")
        // By load, descending: db (100) first.
        term.send(.character("s"), .character("s"), .character("s"), .character("S"), .home, .enter)
        #expect(try await answer.value == Self.servers[2])
        let many = Task { try await screen.tableRows("Servers", rows: Self.servers, columns: Self.serverColumns) }
        await screen.waitUntilIdle()
        term.send(.end, .character(" "), .home, .character(" "), .enter)
        #expect(try await many.value == [Self.servers[0], Self.servers[2]])
    }

    @Test func numbersSortAsNumbersAndTextsIgnoringCaseAndAccents() async throws {
        let rows = [["b", "10"], ["Á", "9"], ["c", "100"], ["a", ""]]
        var table = Table(title: "T", rows: rows, columns: TableColumn.texts(["Name", "N"]))
        table.prepare(for: Size(columns: 40, rows: 12))
        _ = table.handle(.key(.character("s")))
        #expect(table.shown == [1, 3, 0, 2])  // Á, a (stable), b, c
        _ = table.handle(.key(.character("s")))
        #expect(table.shown == [3, 1, 0, 2])  // "", 9, 10, 100
        _ = table.handle(.key(.character("S")))
        #expect(table.shown == [2, 0, 1, 3])
        _ = table.handle(.key(.character("s")))
        #expect(table.shown == [0, 1, 2, 3])  // after the last column: the original order
    }

    @Test func theCursorStaysOnItsRowWhenSortingAndFiltering() async throws {
        let (term, screen, answer) = start(Size(columns: 80, rows: 24))
        await screen.waitUntilIdle()
        term.send(.down, .down, .down)  // Zürich
        term.send(.character("s"), .character("s"), .character("s"))
        term.send(.character("/"), .character("z"), .enter)
        term.send(.escape)  // leaves the table: Esc with the filter closed cancels
        await #expect(throws: CancellationError.self) { try await answer.value }
        let (term2, screen2, answer2) = start(Size(columns: 80, rows: 24))
        await screen2.waitUntilIdle()
        term2.send(.down, .down, .down, .character("s"), .character("/"), .character("r"), .escape, .enter)
        #expect(try await answer2.value == [Self.cities[3]])
    }

    @Test func pagesHomeAndEnd() async throws {
        let rows = (1...100).map { ["Row \($0)", "\($0 * 3)"] }
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let script: [([Key], String)] = [
            ([.end], "Row 100"), ([.end, .home], "Row 1"), ([.pageDown], "Row 9"), ([.pageDown, .pageUp], "Row 1"),
            ([.down, .down, .up], "Row 2"), ([.up], "Row 1"), ([.end, .down], "Row 100"),
        ]
        for (keys, expected) in script {
            let answer = Task { try await screen.table("Rows", headers: ["Name", "Value"], rows: rows) }
            await screen.waitUntilIdle()
            term.send(keys.map(InputEvent.key) + [.key(.enter)])
            #expect(try await answer.value.first == expected, "\(keys)")
        }
    }

    @Test func aResizeKeepsTheState() async throws {
        let (term, screen, answer) = start(Size(columns: 80, rows: 24), selection: .multiple)
        await screen.waitUntilIdle()
        term.send(.character(" "), .character("/"), .character("o"))
        await screen.waitUntilIdle()
        term.resize(columns: 40, rows: 12)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "resized.40x12")
        term.send(.enter, .enter)
        #expect(try await answer.value == [Self.cities[0]])
    }

    @Test func tenThousandRowsStayResponsive() async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term)
        let rows = (1...10_000).map { ["Host \($0)", "10.0.\($0 / 256).\($0 % 256)", "\(($0 * 7919) % 10_007)"] }
        let answer = Task { try await screen.table("Hosts", headers: ["Name", "Address", "Load"], rows: rows) }
        await screen.waitUntilIdle()
        for _ in 0..<100 { term.send(.pageDown) }
        term.send(.character("s"), .character("s"), .character("s"), .character("S"))  // by load, descending
        term.send(.character("/"), .character("9"), .character("9"), .enter, .end, .up)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "tenThousand.\(term.size)")
        term.send(.enter)
        let chosen = try await answer.value
        #expect(chosen.joined(separator: " ").contains("9"))
    }

    @Test func rendersOnEverySmallScreen() {
        let table = Table(title: "都市", rows: Self.cities, columns: TableColumn.texts(Self.headers))
        drawOnEverySmallScreen(table)
        drawOnEverySmallScreen(table, after: [.right, .right, .character("s"), .pageDown, .end])
        var multiple = Table(
            title: "都市", rows: Self.cities, columns: TableColumn.texts(Self.headers), selection: .multiple,
            freezesFirstColumn: true)
        drawOnEverySmallScreen(multiple, after: [.right, .right, .right, .character(" "), .character("/")])
        _ = multiple.handle(.paste("ü"))
        drawOnEverySmallScreen(multiple)
        drawOnEverySmallScreen(Table(title: "", rows: [[String]](), columns: TableColumn.texts([""])))
    }
}
