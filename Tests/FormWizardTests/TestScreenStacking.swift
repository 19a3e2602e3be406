import FormWizard
import FormWizardTesting
import Testing

/// The modal stack: input goes to the top, the dialog below keeps its state, type-ahead goes
/// to the next dialog, and the terminal gets only what changed.
@MainActor
struct TestScreenStacking {
    let term = VirtualTerminal(columns: 12, rows: 3)

    @Test func dialogBelowGetsInputBackExactlyAsItWas() async {
        let screen = Screen(terminal: term)
        let outcomes = Outcomes()
        let below = outcomes.present(Counter("a"), on: screen)
        await screen.waitUntilIdle()
        term.send(.up, .up)
        let above = outcomes.present(Counter("b", row: 1), on: screen)
        await screen.waitUntilIdle()
        term.send(.up)
        #expect(term.lines == ["a: 2        ", "b: 1        ", "            "])
        term.send(.enter)
        await above.value
        #expect(term.lines == ["a: 2        ", "            ", "            "])
        term.send(.up, .enter)
        await below.value
        #expect(outcomes.list == ["b=1", "a=3"])
    }

    @Test func typeAheadAnswersTheDialogPresentedNext() async throws {
        let screen = Screen(terminal: term)
        let flow = Task { () throws -> [Int] in
            let first = try await screen.present(Counter("q1"))
            let second = try await screen.present(Counter("q2"))
            let third = try await screen.present(Counter("q3"))
            return [first, second, third]
        }
        await screen.waitUntilIdle()
        term.send(.up, .enter, .up, .up, .enter, .enter)
        #expect(try await flow.value == [1, 2, 0])
    }

    @Test func typeAheadPassesADialogShownUnderTheNextOne() async throws {
        // The wizard's Esc: the step stays in sight (shown) under the question presented over it.
        let screen = Screen(terminal: term)
        let flow = Task { () throws -> [Int] in
            let first = try await screen.present(Counter("q1"))
            let backdrop = screen.show(Counter("bg", row: 2))
            defer { backdrop.dismiss() }
            let second = try await screen.present(Counter("q2", row: 1))
            return [first, second]
        }
        await screen.waitUntilIdle()
        term.send(.enter, .up, .up, .enter)
        #expect(try await flow.value == [0, 2])
        #expect(term.lines == ["            ", "            ", "            "])
    }

    @Test func typeAheadGoesToADialogShownAlone() async throws {
        let screen = Screen(terminal: term)
        let flow = Task { () throws -> Int in
            _ = try await screen.present(Counter("q1"))
            return try await screen.show(Counter("shown")).value
        }
        await screen.waitUntilIdle()
        term.send(.enter, .up, .enter)
        #expect(try await flow.value == 1)
    }

    @Test func anIgnoredKeyDrawsNothing() async {
        let screen = Screen(terminal: term)
        _ = Outcomes().present(Counter("a"), on: screen)
        await screen.waitUntilIdle()
        let updates = term.updateCount
        term.send(.character("x"), .tab)
        #expect(term.updateCount == updates)
        term.send(.up)
        #expect(term.updateCount == updates + 1)
        #expect(term.lastChangeCount == 1)
        screen.shutdown()
    }

    @Test func updatesAreDrawnOnceAndIdleWaitsForThem() async throws {
        let screen = Screen(terminal: term)
        let handle = screen.show(Counter("a"))
        let waiter = Task { try? await handle.value }
        await screen.waitUntilIdle()
        let updates = term.updateCount
        for count in 1...100 {
            try handle.checkedUpdate { $0.count = count }
        }
        #expect(term.lines[0] == "a: 0        ")
        await screen.waitUntilIdle()
        #expect(term.lines[0] == "a: 100      ")
        #expect(term.updateCount == updates + 1)
        handle.dismiss()
        _ = await waiter.value
    }
}
