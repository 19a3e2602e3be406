import FormWizard
import FormWizardTesting
import Testing

/// A search box: the query is a dialog task's id, so typing cancels the previous search while
/// it waits out its 250 ms debounce (seed 002's `.task(id:)`).
private struct Search: Dialog {
    var query = ""
    var results: [String] = []
    let catalog: Catalog

    mutating func handle(_ event: InputEvent) -> DialogResponse<[String]> {
        switch event {
        case .key(.enter): return .submit(results)
        case .key(.escape): return .cancel
        case .key(let key):
            guard let character = key.typedCharacter else { return .ignored }
            query.append(character)
            return .handled
        default: return .ignored
        }
    }

    func render(into frame: inout Frame) {
        frame.buffer.write("> \(query)", at: .zero, style: .plain)
        frame.buffer.write(results.joined(separator: ","), at: Point(x: 0, y: 1), style: .plain)
    }

    var tasks: [DialogTask<Search>] {
        guard !query.isEmpty else { return [] }
        return [
            DialogTask(id: query) { [query, catalog] context in
                do {
                    try await context.sleep(for: .milliseconds(250))
                    let found = try await catalog.search(query)
                    return { $0.results = found }
                } catch {
                    await catalog.record("cancelled \(query)")
                    throw error
                }
            }
        ]
    }
}

/// A catalog that answers at once and records what was asked.
private actor Catalog {
    private(set) var log: [String] = []

    func search(_ query: String) throws -> [String] {
        try Task.checkCancellation()
        log.append("search \(query)")
        return ["\(query)1", "\(query)2"]
    }

    func record(_ entry: String) {
        log.append(entry)
    }
}

@MainActor
struct TestDialogTask {
    let term = VirtualTerminal(columns: 12, rows: 2)
    let clock = TestClock()

    @Test func typingCancelsTheDebouncedSearchAndOnlyTheLastQueryRuns() async throws {
        let catalog = Catalog()
        let screen = Screen(terminal: term, clock: clock)
        let picked = Task { try await screen.present(Search(catalog: catalog)) }
        await screen.waitUntilIdle()
        term.type("s")
        await screen.waitUntilIdle()
        clock.advance(by: .milliseconds(200))
        term.type("w")
        await screen.waitUntilIdle()
        clock.advance(by: .milliseconds(250))
        await screen.waitUntilIdle()
        #expect(term.lines == ["> sw        ", "sw1,sw2     "])
        #expect(await catalog.log == ["cancelled s", "search sw"])
        term.send(.enter)
        #expect(try await picked.value == ["sw1", "sw2"])
    }

    @Test func closingTheDialogCancelsItsTaskWithoutALateUpdate() async {
        let catalog = Catalog()
        let screen = Screen(terminal: term, clock: clock)
        let picked = Task { try await screen.present(Search(catalog: catalog)) }
        await screen.waitUntilIdle()
        term.type("q")
        await screen.waitUntilIdle()
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await picked.value }
        clock.advance(by: .seconds(1))
        while await catalog.log.isEmpty { await Task.yield() }
        #expect(await catalog.log == ["cancelled q"])
        #expect(term.lines == ["            ", "            "])
        #expect(clock.sleeperCount == 0)
    }
}
