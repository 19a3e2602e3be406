import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestBuildList {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    static let regions = [
        MenuItem("東京 Tokyo", detail: "ap-1", value: "tokyo"),
        MenuItem("Frankfurt", detail: "eu-1", value: "frankfurt"),
        MenuItem("🇧🇷 São Paulo", detail: "sa-1", value: "sao-paulo"),
        MenuItem("Virginia", detail: "us-1", value: "virginia"),
        MenuItem("서울 Seoul", value: "seoul"),
    ]

    private func start(
        _ items: [MenuItem<String>] = regions, chosen: [Int] = [], minimum: Int = 0,
        size: Size = Size(columns: 80, rows: 24)
    ) async -> (VirtualTerminal, Screen, Task<[String], any Error>) {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task {
            try await screen.buildList(
                "Deploy order 🚀", message: "Choose the regions, in the order to deploy to.", items: items,
                chosen: chosen, minimum: minimum)
        }
        await screen.waitUntilIdle()
        return (term, screen, answer)
    }

    @Test(arguments: sizes) func openedBuiltAndDone(size: Size) async throws {
        let (term, screen, answer) = await start(size: size)
        assertSnapshot(term, named: "opened.\(size)")
        term.send(.down, .down, .character(" "), .up, .up, .right, .tab)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "built.\(size)")
        term.send(.enter)
        #expect(try await answer.value == ["sao-paulo", "tokyo"])
    }

    @Test(arguments: sizes) func aLongListScrolls(size: Size) async throws {
        let many = (1...40).map { MenuItem("Item \($0)\($0 % 5 == 0 ? " 🌟" : "")", value: "\($0)") }
        let (term, screen, answer) = await start(many, chosen: Array(20..<40), size: size)
        term.send(.pageDown, .down)
        term.send(.tab, .end)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "scrolled.\(size)")
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await answer.value }
    }

    @Test(arguments: sizes) func tooFewChosenSaysHowMany(size: Size) async throws {
        let (term, screen, answer) = await start(minimum: 2, size: size)
        term.send(.character(" "), .enter)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "tooFew.\(size)")
        term.send(.character(" "), .enter)
        #expect(try await answer.value == ["tokyo", "frankfurt"])
    }

    @Test(arguments: sizes) func everythingChosen(size: Size) async throws {
        let (term, _, answer) = await start(chosen: [4, 3, 2, 1, 0], size: size)
        assertSnapshot(term, named: "allChosen.\(size)")
        term.send(.enter)
        #expect(try await answer.value == ["seoul", "virginia", "sao-paulo", "frankfurt", "tokyo"])
    }

    @Test func reorderingTheChosenOnes() async throws {
        let (term, _, answer) = await start(chosen: [0, 1, 2])
        term.send(.tab)  // Chosen: Tokyo selected
        term.send(Key(.down, modifiers: .control))  // Frankfurt, Tokyo, São Paulo
        term.send(.character("J"))  // Frankfurt, São Paulo, Tokyo
        term.send(.home, Key(.down, modifiers: .alt))  // São Paulo, Frankfurt, Tokyo
        term.send(.end, .character("K"))  // São Paulo, Tokyo, Frankfurt
        term.send(Key(.up, modifiers: .control), Key(.up, modifiers: .control), Key(.up, modifiers: .control))
        term.send(.enter)
        #expect(try await answer.value == ["tokyo", "sao-paulo", "frankfurt"])
    }

    @Test func givenBackAnItemReturnsToItsPlace() {
        var list = BuildList(title: "T", items: Self.regions, chosen: [3, 1])
        #expect(list.available == [0, 2, 4])
        _ = list.handle(.key(.tab))
        _ = list.handle(.key(.left))  // Virginia, back between São Paulo and Seoul
        #expect(list.available == [0, 2, 3, 4])
        #expect(list.chosen == [1])
        _ = list.handle(.key(.character(" ")))
        _ = list.handle(.key(.character(" ")))  // nothing left to give back
        #expect(list.chosen.isEmpty && list.available == [0, 1, 2, 3, 4])
    }

    @Test func keysThatMeanNothingHereAreIgnored() {
        var list = BuildList(title: "T", items: Self.regions)
        #expect(list.handle(.key(.character("K"))).isIgnoredOrHandled)
        #expect(list.chosen.isEmpty)
        #expect(list.handle(.paste("x")).isIgnored)
    }

    @Test func smallScreensDoNotCrash() {
        drawOnEverySmallScreen(
            BuildList(title: "T", message: "m", items: Self.regions), after: [.character(" "), .tab])
        drawOnEverySmallScreen(BuildList(title: "T", items: [MenuItem<Int>]()), after: [.character(" "), .enter])
    }
}

extension DialogResponse {
    fileprivate var isIgnored: Bool {
        if case .ignored = self { return true }
        return false
    }

    fileprivate var isIgnoredOrHandled: Bool {
        switch self {
        case .ignored, .handled: true
        default: false
        }
    }
}
