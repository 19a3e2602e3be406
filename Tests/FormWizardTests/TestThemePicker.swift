import FormWizard
import FormWizardTesting
import Testing

/// The theme picker, and each built-in theme drawn: the picker draws the whole screen in the
/// highlighted theme, so its snapshots hold every theme's styles.
@MainActor
struct TestThemePicker {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    @Test(arguments: sizes) func listsTheBuiltInThemes(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.pickTheme(title: "テーマ 🎨") }
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.down)
        term.send(.enter)
        #expect(try await answer.value == "classic")
    }

    @Test(arguments: Theme.builtInNames) func eachThemeDrawn(name: String) async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.pickTheme(selected: name) }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "theme-\(name)")
        term.send(.enter)
        #expect(try await answer.value == name)
    }

    @Test func escCancels() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.pickTheme() }
        await screen.waitUntilIdle()
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await answer.value }
    }
}
