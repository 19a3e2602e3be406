import FormWizard
import FormWizardTesting
import Testing

/// The library's lists as plain wizard steps: after Back they show the marks and the cursor the
/// user left (a checklist came back with its first marks), and their hints say that Esc asks
/// to leave, as it does.
@MainActor
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
        #expect(try await flow.value == ["Core", "Docs", "Shell completions", "~/apps"])
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
        #expect(try await flow.value == ["Team", "yes"])
    }
}
