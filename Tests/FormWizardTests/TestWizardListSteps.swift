import FormWizard
import FormWizardTesting
import Testing

/// The library's lists as plain wizard steps: after Back they show the marks and the cursor the
/// user left (a checklist came back with its first marks), and their hints say that Esc asks
/// to leave, as it does.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestWizardListSteps {
    static let components = ["Core", "Docs", "Examples", "Shell completions"]

    @Test func aChecklistStepKeepsItsMarksAndCursorOnBack() async throws {
        let term = VirtualTerminal(columns: 50, rows: 12)
        let screen = Screen(terminal: term)
        let flow = Task { () throws -> [String] in
            try await screen.wizard { wizard in
                let chosen = try await wizard.step(
                    Checklist(
                        title: "Components", items: Self.components.map { MenuItem($0, value: $0) }, selected: [0]))
                let folder = try await wizard.step(
                    Menu(
                        title: "Folder", items: [MenuItem("/opt", value: "/opt"), MenuItem("~/apps", value: "~/apps")]))
                return chosen + [folder]
            }
        }
        await screen.waitUntilShown("the components")
        // Docs and Shell completions marked, the cursor left on the last.
        term.send(.down, .character(" "), .down, .down, .character(" "), .enter)
        await screen.waitUntilShown("the folder") { term.lines.joined().contains("Folder") }
        term.send(.down, .backTab)
        await screen.waitUntilShown("the components again") { term.lines.joined().contains("Components") }
        assertSnapshot(term, named: "back")
        term.send(.enter)
        await screen.waitUntilShown("the folder again") { term.lines.joined().contains("Folder") }
        // The menu's cursor too: on ~/apps, where it was when the user went back.
        term.send(.enter)
        #expect(try await flow.valueCancelledWithTheTest == ["Core", "Docs", "Shell completions", "~/apps"])
    }

    @Test func aRadioListStepKeepsItsChoiceOnBack() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let flow = Task { () throws -> [String] in
            try await screen.wizard { wizard in
                let edition = try await wizard.step(
                    RadioList(title: "Edition", items: ["Home", "Pro", "Team"].map { MenuItem($0, value: $0) }))
                let sure = try await wizard.step(
                    Menu(title: "Install?", items: [MenuItem("Yes", value: "yes"), MenuItem("No", value: "no")]))
                return [edition, sure]
            }
        }
        await screen.waitUntilShown("the editions")
        term.send(.down, .down, .character(" "), .enter)
        await screen.waitUntilShown("the question") { term.lines.joined().contains("Install?") }
        term.send(.backTab)
        await screen.waitUntilShown("the editions again") { term.lines.joined().contains("Edition") }
        term.send(.enter)
        await screen.waitUntilShown("the question again") { term.lines.joined().contains("Install?") }
        term.send(.enter)
        #expect(try await flow.valueCancelledWithTheTest == ["Team", "yes"])
    }

    @Test func aTableStepKeepsItsOrderMarksAndRowOnBack() async throws {
        let term = VirtualTerminal(columns: 50, rows: 12)
        let screen = Screen(terminal: term)
        let servers = [["web", "12"], ["db", "7"], ["cache", "30"]]
        let flow = Task { () throws -> [[String]] in
            try await screen.wizard { wizard in
                let picked = try await wizard.step(
                    Table(
                        title: "Servers", rows: servers, columns: TableColumn.texts(["Name", "Load"]),
                        selection: .multiple))
                _ = try await wizard.step(Menu(title: "Restart?", items: [MenuItem("Yes", value: true)]))
                return picked
            }
        }
        await screen.waitUntilShown("the servers")
        // Sorted by name (cache, db, web: the cursor stays on web), web and cache marked, the
        // cursor left on cache.
        term.send(.character("s"), .character(" "), .up, .up, .character(" "), .enter)
        await screen.waitUntilShown("the question") { term.lines.joined().contains("Restart?") }
        term.send(.backTab)
        await screen.waitUntilShown("the servers again") { term.lines.joined().contains("Servers") }
        assertSnapshot(term, named: "table")
        term.send(.enter)
        await screen.waitUntilShown("the question again") { term.lines.joined().contains("Restart?") }
        term.send(.enter)
        #expect(try await flow.valueCancelledWithTheTest == [["web", "12"], ["cache", "30"]])
    }

    @Test func aTreeStepKeepsItsOpenFoldersAndNodeOnBack() async throws {
        let term = VirtualTerminal(columns: 50, rows: 12)
        let screen = Screen(terminal: term)
        let roots = [
            TreeNode("Europe", children: [TreeNode("Brussels"), TreeNode("Paris")]),
            TreeNode("Asia", children: [TreeNode("Tokyo")]),
        ]
        let flow = Task { () throws -> [String] in
            try await screen.wizard { wizard in
                let zone = try await wizard.step(Tree(title: "Time zone", roots: roots))
                _ = try await wizard.step(Menu(title: "Apply?", items: [MenuItem("Yes", value: true)]))
                return zone.titles
            }
        }
        await screen.waitUntilShown("the zones")
        term.send(.right, .down, .down, .enter)
        await screen.waitUntilShown("the question") { term.lines.joined().contains("Apply?") }
        term.send(.backTab)
        await screen.waitUntilShown("the zones again") { term.lines.joined().contains("Time zone") }
        assertSnapshot(term, named: "tree")
        term.send(.enter)
        await screen.waitUntilShown("the question again") { term.lines.joined().contains("Apply?") }
        term.send(.enter)
        #expect(try await flow.valueCancelledWithTheTest == ["Europe", "Paris"])
    }
}
