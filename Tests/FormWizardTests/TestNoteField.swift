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

private func longTerms() -> Form<Terms> {
    let clauses = (1...30).map { "\($0). 規約 📜 We keep your name for the order only." }.joined(separator: "\n")
    return Form(
        "Terms", value: Terms(),
        fields: [
            .text("Name", \.name),
            .note(clauses + "\nTHE END ✅", label: "Terms", maxRows: 5),
            .toggle("Accept", \.accept, text: "I agree"),
        ])
}

@MainActor
struct TestLongNoteField {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    @Test(arguments: sizes) func aLongNoteTakesFocusAndScrollsToItsEnd(size: Size) async throws {
        let form = await PresentedDialog(longTerms(), size: size)
        assertSnapshot(form.term, named: "longNote.top.\(size)")
        await form.send(.tab, .pageDown)
        assertSnapshot(form.term, named: "longNote.scrolled.\(size)")
        await form.send(.end)
        assertSnapshot(form.term, named: "longNote.end.\(size)")
        await form.send(.down, .character(" "), .enter)  // ↓ at the end goes on to the toggle
        #expect(try await form.value == Terms(accept: true, name: ""))
    }

    @Test func upAtTheTopOfTheNoteGoesBackToTheFieldBefore() async throws {
        let form = await PresentedDialog(longTerms())
        await form.send(.tab, .down, .down, .home, .up)
        await form.type("Ada")
        await form.send(.tab, .tab, .character(" "), .enter)
        #expect(try await form.value == Terms(accept: true, name: "Ada"))
    }
}
