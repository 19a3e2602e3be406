import FormWizard
import FormWizardTesting
import Testing

#if canImport(MainActorApp)
    @testable import MainActorApp
#else
    @testable import NonisolatedApp
#endif

/// README's form with a field built from the region and one shown by a toggle and checked by
/// the network, driven as a user would.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestInstallSettings {
    let term = VirtualTerminal(columns: 50, rows: 14)
    let screen: Screen

    init() { screen = Screen(terminal: term) }

    @Test func theZonesFollowTheRegionAndTheHostComesWithTheProxy() async throws {
        let install = Task { try await installSettings(on: screen) }
        await screen.waitUntilIdle()
        term.send(.right, .tab, .right, .tab, .character(" "))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "proxy")
        term.type("\tlocalhost")
        await screen.waitUntilIdle()
        term.send(.enter)
        await eventually("the network check answers") { term.lines.contains { $0.contains("Unreachable") } }
        assertSnapshot(term, named: "unreachable")
        term.type(".example\n")
        let value = try await install.value
        #expect(value.region == "America")
        #expect(value.zone == "Chicago")
        #expect(value.useProxy)
        #expect(value.proxyHost == "localhost.example")
    }
}
