import FormWizard
import FormWizardTesting
import Testing

/// What a form's line form answered stays with it in a wizard: back to it, and Esc then Stay,
/// ask again from what was typed.
///
/// Input ends after the answers: a question a test does not expect fails it instead of waiting.
@MainActor
struct TestLineFormDrafts {
    let lines = VirtualLineTerminal()
    let screen: Screen

    init() {
        screen = Screen(lines: lines)
    }

    /// A main-actor value: its fields are `Field`'s main-actor twins (`ProjectedField`).
    @MainActor
    struct Pet: Sendable {
        var name = ""
        var age: Int?
    }

    func adopt() async throws -> String {
        try await screen.wizard { wizard in
            let pet = try await wizard.step(
                Form(
                    "Pet", value: Pet(),
                    fields: [.text("Name", \.name, validate: .required()), .number("Age", \.age, in: 0...30)]))
            let size = try await wizard.step(Menu(title: "Basket", items: [MenuItem("Small"), MenuItem("Large")]))
            return "\(pet.name), \(pet.age.map(String.init) ?? "?"): \(size)"
        }
    }

    @Test func backToAFormStepAsksFromWhatWasTyped() async throws {
        lines.type("Rex", "3", "back", "", "4", "2")
        lines.endInput()
        #expect(try await adopt() == "Rex, 4: Large")
        #expect(
            lines.transcript == """
                Pet
                Name: «Rex»
                Age (or back): «3»
                Basket
                  1) Small
                  2) Large
                Choose [1] (or back): «back»
                Pet
                Name [Rex]: «»
                Age [3] (or back): «4»
                Basket
                  1) Small
                  2) Large
                Choose [1] (or back): «2»

                """)
    }

    @Test func escapeThenStayAsksTheFormAgainFromWhatWasTyped() async throws {
        lines.type("Rex")
        lines.escape()
        lines.type("2", "", "5", "")
        lines.endInput()
        #expect(try await adopt() == "Rex, 5: Small")
        #expect(
            lines.transcript == """
                Pet
                Name: «Rex»
                Age (or back): «Esc»
                Leave?
                What you entered will be lost.
                  1) Leave
                  2) Stay
                Choose [2]: «2»
                Pet
                Name [Rex]: «»
                Age (or back): «5»
                Basket
                  1) Small
                  2) Large
                Choose [1] (or back): «»

                """)
    }
}
