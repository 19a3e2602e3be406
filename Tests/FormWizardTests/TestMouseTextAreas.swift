import FormWizard
import FormWizardTesting
import Testing

private struct Note: Sendable, Equatable {
    var body = ""
    var title = ""
}

/// A click in multi-line text (a form's text area, the edit box) puts the cursor on the
/// character clicked: either half of a wide character is that character, right of a row's end
/// is its end, below the last row the end of the text.
@MainActor
struct TestMouseTextAreas {
    @Test func aClickInAFormsTextAreaPutsTheCursorThere() async throws {
        let form = await PresentedDialog(
            Form(
                "Note", value: Note(body: "東京 is big\nsecond row\nthird"),
                fields: [.textArea("Body", \.body, rows: 4), .text("Title", \.title)]),
            size: Size(columns: 40, rows: 12))
        let term = form.term
        await form.send(.tab)
        // From the title field, the click focuses the text area too.
        term.click(on: "京", offset: 1)
        await form.type("x")
        let second = term.cell(of: "second row")
        term.click(column: second.column + 14, row: second.row)
        await form.type("!")
        term.click(column: second.column + 2, row: second.row + 2)
        await form.type("?")
        assertSnapshot(term, named: "form-text-area")
        term.click(on: "Title")
        await form.type("T\n")
        #expect(try await form.value == Note(body: "東x京 is big\nsecond row!\nthird?", title: "T"))
    }

    @Test func aClickInTheEditBoxPutsTheCursorThere() async throws {
        let term = VirtualTerminal(columns: 40, rows: 10)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.editBox("Notes", text: "東京 one\ntwo three\n\nlast") }
        await screen.waitUntilIdle()
        term.click(on: "京", offset: 1)
        term.type("x")
        let two = term.cell(of: "two three")
        term.click(column: two.column + 20, row: two.row)
        term.type("!")
        term.click(column: two.column + 3, row: two.row + 3)
        term.type("?")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "edit-box")
        term.send(.ctrl("s"))
        #expect(try await answer.value == "東x京 one\ntwo three!\n\nlast?")
    }

    @Test func aClickInAScrolledEditBoxLandsOnTheRowShown() async throws {
        let term = VirtualTerminal(columns: 40, rows: 10)
        let screen = Screen(terminal: term)
        let lines = (1...30).map { "line \($0)" }
        let answer = Task { try await screen.editBox("Log", text: lines.joined(separator: "\n")) }
        await screen.waitUntilIdle()
        term.send(Key(.end, modifiers: .control))
        await screen.waitUntilIdle()
        term.click(on: "line 27", offset: 5)
        term.type("x")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "edit-box-scrolled")
        term.send(.ctrl("s"))
        var expected = lines
        expected[26] = "line x27"
        #expect(try await answer.value == expected.joined(separator: "\n"))
    }
}
