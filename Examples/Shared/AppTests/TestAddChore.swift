import FormWizard
import FormWizardTesting
import Testing

#if canImport(MainActorApp)
    import MainActorApp
#else
    import NonisolatedApp
#endif

/// The app's wizard, driven through its public API on a virtual terminal.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestAddChore {
    let term = VirtualTerminal(columns: 50, rows: 12)
    let screen: Screen

    init() { screen = Screen(terminal: term) }

    @Test func formThenMinutesWithBack() async throws {
        let chore = Task { try await addChore(on: screen) }
        await screen.waitUntilIdle()
        term.type("Dishes\t")
        term.send(.right, .tab, .character(" "))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "form")
        term.send(.enter)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "minutes")
        term.send(.backTab)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "back")
        term.send(.enter, .enter, .enter)  // Title, Room, then Urgent: Enter on the last field submits
        await screen.waitUntilIdle()
        term.send(.right, .right, .enter)
        var expected = Chore()
        expected.title = "Dishes"
        expected.room = .bathroom
        expected.urgent = true
        expected.minutes = 15
        #expect(try await chore.value == expected)
    }

    @Test func escapeAsksBeforeLeaving() async throws {
        let chore = Task { try await addChore(on: screen) }
        await screen.waitUntilIdle()
        term.send(.escape)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "leave")
        term.send(.character("l"))
        await #expect(throws: CancellationError.self) { try await chore.value }
    }
}
