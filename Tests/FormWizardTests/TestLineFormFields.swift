import FormWizard
import FormWizardTesting
import Testing

/// A `Form` on a screen in line mode: field after field, errors repeated, the back word.
@MainActor
struct TestLineFormFields {
    let lines = VirtualLineTerminal()
    let screen: Screen

    init() {
        screen = Screen(lines: lines)
    }

    struct Signup: Sendable, Equatable {
        var email = ""
        var password = ""
        var plan = "Free"
        var news = false
    }

    static let signup = Form(
        "Sign up", message: "Create an account.", value: Signup(),
        fields: [
            .text("E-mail", \.email, validate: .required().and(.email())),
            .secret("Password", \.password, validate: .length(min: 4)),
            .note("Plans can change later."),
            .select("Plan", \.plan, options: [MenuItem("Free"), MenuItem("Pro")]),
            .toggle("News", \.news, text: "Send me news"),
        ])

    @Test func fieldsAreAskedInTurnUntilValidAndBackGoesToTheOneBefore() async throws {
        lines.type("ada", "ada@example.com", "abc", "back", "", "secret", "2", "y")
        let account = try await screen.present(Self.signup)
        #expect(account == Signup(email: "ada@example.com", password: "secret", plan: "Pro", news: true))
        #expect(lines.echoes == [true, true, false, false, true, false, true, true])
        #expect(
            lines.transcript == """
                Sign up
                Create an account.
                E-mail: «ada»
                Enter an e-mail address like name@example.com
                E-mail: «ada@example.com»
                Password (or back): «echo off»
                At least 4 characters
                Password (or back): «echo off»
                E-mail [ada@example.com]: «»
                Password (or back): «echo off»
                Plans can change later.
                Plan
                  1) Free
                  2) Pro
                Choose [1] (or back): «2»
                Send me news
                News (Yes/No) [No] (or back): «y»

                """)
    }

    @Test func escapeCancelsTheForm() async throws {
        lines.type("ada@example.com")
        lines.escape()
        await #expect(throws: CancellationError.self) { try await screen.present(Self.signup) }
        #expect(
            lines.transcript == """
                Sign up
                Create an account.
                E-mail: «ada@example.com»
                Password (or back): «echo off»

                """)
    }

    @Test func theLoginFormTrimsTheAddressAndHidesThePassword() async throws {
        lines.type(" demo@example.com ", "swift")
        let login = try await screen.present(LoginForm())
        #expect(login.email == "demo@example.com")
        #expect(login.password == "swift")
        #expect(lines.echoes == [true, false])
        #expect(
            lines.transcript == """
                Sign in
                E-mail: « demo@example.com »
                Password (or back): «echo off»

                """)
    }

    @Test func inAWizardTheFirstFieldGoesBackToTheStepBefore() async throws {
        lines.type("Ada", "back", "Grace", "", "back", "Lin", "ada@example.com", "long enough", "1", "n")
        let signup = try await screen.wizard { wizard in
            let name = try await wizard.step(TextInput(title: "Name"))
            return (name, try await wizard.step(Self.signup).email)
        }
        #expect(signup == ("Lin", "ada@example.com"))
        #expect(
            lines.transcript == """
                Name: «Ada»
                Sign up
                Create an account.
                E-mail (or back): «back»
                Name [Ada]: «Grace»
                Sign up
                Create an account.
                E-mail (or back): «»
                Required
                E-mail (or back): «back»
                Name [Grace]: «Lin»
                Sign up
                Create an account.
                E-mail (or back): «ada@example.com»
                Password (or back): «echo off»
                Plans can change later.
                Plan
                  1) Free
                  2) Pro
                Choose [1] (or back): «1»
                Send me news
                News (Yes/No) [No] (or back): «n»

                """)
    }
}
