import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestLoginForm {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    @Test(arguments: sizes) func emptyErrorsAndFilled(size: Size) async throws {
        let form = await PresentedDialog(LoginForm(hint: "Demo account: demo@example.com / swift"), size: size)
        assertSnapshot(form.term, named: "empty.\(size)")
        await form.send(.tab, .tab, .enter)
        assertSnapshot(form.term, named: "errors.\(size)")
        await form.type("demo@example.com\tswift")
        assertSnapshot(form.term, named: "filled.\(size)")
        await form.send(.enter)
        #expect(try await form.value == Credentials(email: "demo@example.com", password: "swift"))
    }

    @Test func theAddressComesBackTrimmedAndThePasswordAsTyped() async throws {
        let form = await PresentedDialog(LoginForm())
        await form.type("  ada@example.com \t pass word \n")
        #expect(try await form.value == Credentials(email: "ada@example.com", password: " pass word "))
    }

    @Test func aPrefilledFormComesBackUnchanged() async throws {
        let saved = Credentials(email: "ada@example.com", password: "hunter2 日本")
        let form = await PresentedDialog(LoginForm(saved), size: Size(columns: 60, rows: 12))
        #expect(
            form.term.rows[3...4] == [
                "       │ E-mail    ada@example.com                  │",
                "       │ Password  ••••••••••                       │",
            ])
        await form.send(.enter, .enter)
        #expect(try await form.value == saved)
    }

    @Test func aBackButtonOnRequest() {
        var form = LoginForm(Credentials(email: "ada@"), back: true)
        form.prepare(for: Size(columns: 60, rows: 12))
        var frame = Frame(size: Size(columns: 60, rows: 12), theme: .default)
        form.render(into: &frame)
        #expect(frame.buffer.lines[6] == "       │     < Back >  < Sign in >  < Cancel >      │       ")
        for key in [Key.tab, .tab, .enter] { _ = form.handle(.key(key)) }
        #expect(form.backRequested)
    }

    @Test func thePasswordStaysOutOfTextAndJSON() {
        let credentials = Credentials(email: "ada@example.com", password: "hunter2")
        var dumped = ""
        dump(credentials, to: &dumped)
        #expect(credentials.description == #"Credentials(email: "ada@example.com", password: hidden)"#)
        #expect(String(reflecting: credentials) == credentials.description)
        #expect(
            dumped == "▿ Credentials(email: \"ada@example.com\", password: hidden)\n  - email: \"ada@example.com\"\n")
        #expect(credentials.json.text == #"{"email":"ada@example.com"}"#)
        var form = LoginForm(credentials)
        _ = form.handle(.key(.character("!")))
        var dumpedForm = ""
        dump(form, to: &dumpedForm)
        #expect(!dumpedForm.contains("hunter2"))
    }

    @Test nonisolated func rendersOnEverySmallScreen() {
        drawOnEverySmallScreen(
            LoginForm(hint: "Demo: demo@example.com / swift"), after: [.character("a"), .tab, .enter])
    }
}
