import FormWizard
import FormWizardTesting
import Testing

private struct Profile: Sendable, Equatable {
    var account = "ada-42 🙂"
    var token = "s3cr3t"
    var name = "花子"
}

private func profile() -> Form<Profile> {
    Form(
        "Profile", value: Profile(),
        fields: [
            .readOnly("Account", \.account),
            .readOnly("Token", \.token, isSecret: true),
            .text("Name", \.name),
            .readOnly("Greeting") { "こんにちは, \($0.name)!" },
        ])
}

@MainActor
struct TestReadOnlyField {
    @Test(arguments: [Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6)])
    func shownNotEditableAndUpdatedFromTheValue(size: Size) async throws {
        let form = await PresentedDialog(profile(), size: size)
        await form.type("!")
        // Focus starts on Name, the one input; the greeting follows what is typed.
        assertSnapshot(form.term, named: "readOnly.\(size)")
        await form.close()
    }

    @Test func tabGoesPastReadOnlyFieldsAndTheyAreSubmittedUnchanged() async throws {
        let form = await PresentedDialog(profile())
        await form.send(.tab, .backTab)  // to Submit (past the greeting) and back to Name
        await form.type("x")
        await form.send(.tab, .enter)
        #expect(try await form.value == Profile(name: "花子x"))
    }

    @Test func smallScreensDoNotCrash() {
        drawOnEverySmallScreen(profile(), after: [.tab, .character("a")])
    }
}
