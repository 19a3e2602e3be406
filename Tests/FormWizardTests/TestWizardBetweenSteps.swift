import FormWizard
import FormWizardTesting
import Testing

/// What a flow shows between two steps (an alert, say) comes up over the step just answered,
/// not over an empty screen; the next step takes its place, and nothing stays when the flow
/// ends.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestWizardBetweenSteps {
    @Test func anAlertBetweenStepsShowsOverTheStepAnswered() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let flow = Task { () throws -> [String] in
            try await screen.wizard { wizard in
                let size = try await wizard.step(
                    Menu(title: "Size", items: [MenuItem("Small", value: "Small"), MenuItem("Large", value: "Large")]))
                let sure = try await screen.confirm("Large costs more. Go on?")
                let color = try await wizard.step(
                    Menu(title: "Colour", items: [MenuItem("Red", value: "Red"), MenuItem("Blue", value: "Blue")]))
                return [size, "\(sure)", color]
            }
        }
        await screen.waitUntilShown("the first step")
        term.send(.down, .enter)
        await screen.waitUntilShown("the question", presentations: 2)
        assertSnapshot(term, named: "question")
        term.send(.enter)
        await screen.waitUntilShown("the second step") { term.lines.joined().contains("Colour") }
        #expect(!term.lines.joined().contains("Size"))
        #expect(screen.presentationCount == 1)
        term.send(.enter)
        #expect(try await flow.valueCancelledWithTheTest == ["Large", "true", "Red"])
        #expect(screen.presentationCount == 0)
    }
}
