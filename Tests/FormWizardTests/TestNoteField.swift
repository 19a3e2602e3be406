import FormWizard
import FormWizardTesting
import Testing

private struct Terms: Sendable, Equatable {
    var accept = false
    var name = ""
}

private func terms() -> Form<Terms> {
    Form(
        "Terms", value: Terms(),
        fields: [
            .text("Name", \.name),
            .note("We keep your name for the order only, and delete it after 30 days. 日本語もOK。"),
            .toggle("Accept", \.accept, text: "I agree"),
        ])
}

@MainActor
struct TestNoteField {
    @Test(arguments: [Size(columns: 80, rows: 24), Size(columns: 40, rows: 12)])
    func aNoteWrapsBetweenTheFields(size: Size) async throws {
        let form = await PresentedDialog(terms(), size: size)
        assertSnapshot(form.term, named: "note.\(size)")
        await form.close()
    }

    @Test func focusSkipsTheNote() async throws {
        let form = await PresentedDialog(terms())
        await form.send(.tab, .character(" "), .backTab, .down, .up)
        await form.type("Ada\t")
        await form.send(.character(" "), .character(" "), .enter)
        #expect(try await form.value == Terms(accept: true, name: "Ada"))
    }
}
