import FormWizard
import FormWizardTesting
import Testing

private struct Signup: Sendable, Equatable {
    var email = ""
    var password = ""
    var confirmation = ""
}

private func signup() -> Form<Signup> {
    Form(
        "Sign up", value: Signup(),
        fields: [
            .text("E-mail", \.email, validate: .required().and(.email())),
            .secret("Password", \.password, validate: .required().and(.length(min: 8))),
            .secret("Repeat", \.confirmation)
                .validating(Validator { $0.confirmation == $0.password ? nil : "The passwords differ" }),
        ],
        rules: Validator { $0.email.hasSuffix("@example.com") ? "Use your own address, not example.com" : nil })
}

@MainActor
struct TestFormValidation {
    let size = Size(columns: 60, rows: 14)

    @Test func aFieldIsCheckedWhenLeftOnlyAfterTyping() async throws {
        let form = await PresentedDialog(signup(), size: size)
        await form.send(.tab, .backTab)
        #expect(
            form.term.rows[4...6] == [
                "       │ E-mail                                     │",
                "       │ Password                                   │",
                "       │ Repeat                                     │",
            ])
        await form.type("ada@")
        await form.send(.tab)
        #expect(
            form.term.rows[3...6] == [
                "       │ E-mail    ada@                             │",
                "       │           Enter an e-mail address like     │",
                "       │           name@example.com                 │",
                "       │ Password                                   │",
            ])
        await form.close()
    }

    @Test func anErrorGoesAsSoonAsItIsFixedAndNoneComesWhileTyping() async throws {
        let form = await PresentedDialog(signup(), size: size)
        await form.type("ada@\t")
        await form.send(.backTab)
        await form.type("mail.org")
        #expect(
            form.term.rows[4...5] == [
                "       │ E-mail    ada@mail.org                     │",
                "       │ Password                                   │",
            ])
        await form.send(.tab)
        await form.type("short")
        #expect(
            form.term.rows[5...6] == [
                "       │ Password  •••••                            │",
                "       │ Repeat                                     │",
            ])
        await form.close()
    }

    @Test func aRuleOnAnotherFieldIsCheckedAgainWhenThatFieldChanges() async throws {
        let form = await PresentedDialog(signup(), size: size)
        await form.type("ada@mail.org\tcorrect horse\tcorrect hose\t")
        assertSnapshot(form.term, named: "passwordsDiffer")
        await form.send(.backTab, .backTab)
        await form.send(.ctrl("u"))
        await form.type("correct hose")
        #expect(
            form.term.rows[5...7] == [
                "       │ Password  ••••••••••••                     │",
                "       │ Repeat    ••••••••••••                     │",
                "       │                                            │",
            ])
        await form.close()
    }

    @Test func submitChecksEveryFieldAndFocusesTheFirstWrongOne() async throws {
        let form = await PresentedDialog(signup(), size: size)
        await form.send(.tab, .tab, .tab, .enter)
        assertSnapshot(form.term, named: "submitEmpty")
        await form.close()
    }

    @Test func rulesAcrossFieldsShowAboveTheButtonsAndAnEditClearsThem() async throws {
        let form = await PresentedDialog(signup(), size: size)
        await form.type("ada@example.com\tcorrect horse\tcorrect horse\n")
        assertSnapshot(form.term, named: "formRule")
        await form.send(.backTab, .backTab)
        await form.send(.ctrl("u"))
        await form.type("ada@mail.org")
        #expect(
            form.term.rows[7...8] == [
                "       │                                            │",
                "       │           < Submit >  < Cancel >           │",
            ])
        await form.send(.tab, .tab, .enter)
        #expect(
            try await form.value
                == Signup(email: "ada@mail.org", password: "correct horse", confirmation: "correct horse"))
    }

    @Test func aFormOverStringKeysAsTheCommandLineBuildsIt() async throws {
        struct Answers: Sendable {
            var values: [String: String] = [:]
            subscript(key: String) -> String {
                get { values[key, default: ""] }
                set { values[key] = newValue }
            }
        }
        let form = await PresentedDialog(
            Form(
                "Form", value: Answers(),
                fields: [.text("Name", \.["name"], validate: .required()), .secret("PIN", \.["pin"])]))
        await form.type("Ada\t1234\n")
        #expect(try await form.value.values == ["name": "Ada", "pin": "1234"])
    }
}
