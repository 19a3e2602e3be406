import FormWizard
import FormWizardTesting
import Testing

private struct Credentials: Sendable, Equatable {
    var email = ""
    var password = ""
}

private func signIn(_ value: Credentials = Credentials()) -> Form<Credentials> {
    Form(
        "Sign in", message: "Demo account: demo@example.com / swift", value: value,
        fields: [
            .text("E-mail", \.email, placeholder: "name@example.com", validate: .required().and(.email())),
            .secret("Password", \.password, validate: .required()),
        ], submit: "Sign in")
}

@MainActor
struct TestForm {
    @Test func typedValuesComeBackTyped() async throws {
        let term = VirtualTerminal(columns: 60, rows: 14)
        let screen = Screen(terminal: term)
        let result = Task { try await screen.present(signIn()) }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "empty")
        term.type("demo@example.com\tswift")
        assertSnapshot(term, named: "filled")
        term.send(.enter)
        #expect(try await result.value == Credentials(email: "demo@example.com", password: "swift"))
    }

    @Test func submitShowsErrorsUnderFieldsAndFocusesTheFirst() async throws {
        let term = VirtualTerminal(columns: 60, rows: 14)
        let screen = Screen(terminal: term)
        let result = Task { try await screen.present(signIn()) }
        await screen.waitUntilIdle()
        term.type("demo@\t")
        term.send(.enter)
        assertSnapshot(term, named: "errors")
        result.cancel()
        _ = await result.result
    }
}
