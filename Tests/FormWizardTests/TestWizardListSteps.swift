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
        let (edition, _) = try await answerGoBackAndAnswerAgain(
            RadioList(title: "Edition", items: ["Home", "Pro", "Team"].map { MenuItem($0, value: $0) }),
            keys: [.key(.down), .key(.down), .key(.character(" "))], shows: "Edition")
        #expect(edition == "Team")
    }

    @Test func aTableStepKeepsItsOrderMarksAndRowOnBack() async throws {
        let servers = [["web", "12"], ["db", "7"], ["cache", "30"]]
        let table = Table(
            title: "Servers", rows: servers, columns: TableColumn.texts(["Name", "Load"]), selection: .multiple)
        // Sorted by name (cache, db, web: the cursor stays on web), web and cache marked, the
        // cursor left on cache.
        let keys: [Key] = [.character("s"), .character(" "), .up, .up, .character(" ")]
        let (picked, _) = try await answerGoBackAndAnswerAgain(table, keys: keys.map { .key($0) }, shows: "Servers") {
            assertSnapshot($0, named: "table")
        }
        #expect(picked == [["web", "12"], ["cache", "30"]])
    }

    @Test func aTreeStepKeepsItsOpenFoldersAndNodeOnBack() async throws {
        let roots = [
            TreeNode("Europe", children: [TreeNode("Brussels"), TreeNode("Paris")]),
            TreeNode("Asia", children: [TreeNode("Tokyo")]),
        ]
        let (zone, _) = try await answerGoBackAndAnswerAgain(
            Tree(title: "Time zone", roots: roots), keys: [.key(.right), .key(.down), .key(.down)], shows: "Time zone"
        ) {
            assertSnapshot($0, named: "tree")
        }
        #expect(zone.titles == ["Europe", "Paris"])
    }
}
