import FormWizard
import FormWizardTesting
import Testing

/// A wizard on a screen in line mode: the back word, and Esc asking whether to leave.
@MainActor
struct TestLineWizard {
    let lines = VirtualLineTerminal()
    let screen: Screen

    init() {
        screen = Screen(lines: lines)
    }

    func order() async throws -> String {
        try await screen.wizard { wizard in
            let name = try await wizard.step(TextInput(title: "Name"))
            let size = try await wizard.step(Menu(title: "Size", items: [MenuItem("Small"), MenuItem("Large")]))
            return "\(name): \(size)"
        }
    }

    @Test func theBackWordGoesToTheStepBefore() async throws {
        lines.type("Ada", "back", "Grace", "2")
        #expect(try await order() == "Grace: Large")
        #expect(
            lines.transcript == """
                Name: «Ada»
                Size
                  1) Small
                  2) Large
                Choose [1] (or back): «back»
                Name: «Grace»
                Size
                  1) Small
                  2) Large
                Choose [1] (or back): «2»

                """)
    }

    @Test func theFirstStepOffersNoBackAndEscapeAsksEverywhere() async throws {
        lines.escape()
        lines.type("2", "back")
        lines.escape()
        lines.escape()
        lines.type("")
        #expect(try await order() == "back: Small")
        #expect(
            lines.transcript == """
                Name: «Esc»
                Leave?
                What you entered will be lost.
                  1) Leave
                  2) Stay
                Choose [2]: «2»
                Name: «back»
                Size
                  1) Small
                  2) Large
                Choose [1] (or back): «Esc»
                Leave?
                What you entered will be lost.
                  1) Leave
                  2) Stay
                Choose [2]: «Esc»
                Size
                  1) Small
                  2) Large
                Choose [1] (or back): «»

                """)
    }

    @Test func escapeAsksWhetherToLeave() async throws {
        lines.type("Ada")
        lines.escape()
        lines.type("stay")
        lines.escape()
        lines.type("l")
        await #expect(throws: CancellationError.self) { try await order() }
        #expect(
            lines.transcript == """
                Name: «Ada»
                Size
                  1) Small
                  2) Large
                Choose [1] (or back): «Esc»
                Leave?
                What you entered will be lost.
                  1) Leave
                  2) Stay
                Choose [2]: «stay»
                Size
                  1) Small
                  2) Large
                Choose [1] (or back): «Esc»
                Leave?
                What you entered will be lost.
                  1) Leave
                  2) Stay
                Choose [2]: «l»

                """)
    }
}
