import FormWizard
import FormWizardTesting
import Testing

#if canImport(MainActorApp)
    import MainActorApp
#else
    import NonisolatedApp
#endif

/// A home folder in memory.
struct Folders: DirectoryListing {
    func entries(of path: String) throws(DirectoryListingError) -> [DirectoryEntry] {
        switch path {
        case "/home/ana": [DirectoryEntry(name: "Apps", kind: .directory), DirectoryEntry(name: "notes", kind: .file)]
        case "/home/ana/Apps": []
        default: throw DirectoryListingError(reason: "No such file or directory")
        }
    }
}

/// The installer, driven as a user would: a checklist step kept across Back, a form whose
/// fields follow the components, and the install with a failure, its log and Retry.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestInstaller {
    let term = VirtualTerminal(columns: 70, rows: 24)
    let clock = TestClock()
    let screen: Screen

    init() { screen = Screen(terminal: term, clock: clock) }

    /// Advances the clock a step at a time until `condition` holds.
    func advance(until what: String, _ condition: () -> Bool) async {
        for _ in 0..<100 where !condition() {
            clock.advance(by: .milliseconds(300))
            await screen.waitUntilIdle()
        }
        #expect(condition(), "\(what)")
    }

    @Test func componentsBackSettingsThenAFailedServiceRetried() async throws {
        let installer = Task {
            try await runInstaller(
                on: screen, home: "/home/ana", listing: Folders(), work: SimulatedInstall(clock: clock))
        }
        await screen.waitUntilIdle()
        term.type("a")  // Agree
        await screen.waitUntilIdle()
        // Core and Documentation are chosen; add the service.
        term.send(.down, .down, .down, .character(" "), .enter)
        await screen.waitUntilIdle()
        // Back from the folder picker: the checklist as it was left.
        term.send(.backTab)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "componentsAfterBack")
        term.send(.enter)
        await screen.waitUntilIdle()
        term.send(.down, .enter, .ctrl("d"))  // into Apps, then choose it
        await screen.waitUntilIdle()
        // The service's fields are shown; the port waits for "At login".
        assertSnapshot(term, named: "settings")
        term.send(.tab, .tab, .tab, .character(" "))
        await screen.waitUntilIdle()
        term.send(.tab, .backspace, .backspace, .backspace, .backspace)
        term.type("9090\n")
        await advance(until: "the service fails and the choice is offered") {
            term.lines.joined().contains("Continue")
        }
        assertSnapshot(term, named: "serviceFailed")
        term.type("r")
        let report = try await installerValue(installer)
        #expect(report.plan.components == [.core, .docs, .service])
        #expect(report.plan.folder == "/home/ana/Apps")
        #expect(report.plan.settings.startsAtLogin && report.plan.settings.port == 9090)
        #expect(report.outcomes == ["core": "installed", "docs": "installed", "service": "installed"])
    }

    /// The installer's report, the clock advanced while it installs.
    func installerValue(_ installer: Task<InstallReport, any Error>) async throws -> InstallReport {
        await advance(until: "the installer ends") { screen.presentationCount == 0 }
        return try await installer.value
    }
}
