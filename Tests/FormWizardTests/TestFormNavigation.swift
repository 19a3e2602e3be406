import FormWizard
import FormWizardTesting
import Testing

private struct Three: Sendable, Equatable {
    var a = ""
    var b = ""
    var c = ""
}

private func three(back: Bool = false) -> Form<Three> {
    Form(
        "Three", value: Three(), fields: [.text("A", \.a), .text("B", \.b), .text("C", \.c, validate: .required())],
        back: back)
}

/// A form too tall for a small terminal: every kind of field.
private struct Registration: Sendable {
    var name = ""
    var email = ""
    var company = ""
    var ticket = "Standard"
    var country: Country?
    var workshop = false
    var diet = ""
    var shirt = "M"
    var guests: Int?
    var notes = ""
    var phone = ""
    var website = ""
    var referral = ""
}

private func registration() -> Form<Registration> {
    Form(
        "Registration", message: "Swift Meetup 2026 — 東京",
        value: Registration(),
        fields: [
            .text("Name", \.name, validate: .required()),
            .text("E-mail", \.email, validate: .required().and(.email())),
            .text("Company", \.company),
            .select("Ticket", \.ticket, options: [MenuItem("Standard"), MenuItem("Student"), MenuItem("Speaker")]),
            .country("Country", \.country),
            .toggle("Workshop", \.workshop, text: "Add the workshop"),
            .textArea("Diet", \.diet, rows: 2),
            .select("T-shirt", \.shirt, options: [MenuItem("S"), MenuItem("M"), MenuItem("L")]),
            .number("Guests", \.guests, in: 0...3),
            .note("Guests pay at the door."),
            .textArea("Notes", \.notes, rows: 4),
            .text("Phone", \.phone),
            .text("Website", \.website),
            .text("Referral", \.referral, placeholder: "How did you hear of it?"),
        ])
}

@MainActor
struct TestFormNavigation {
    @Test func tabDownAndEnterGoForwardShiftTabAndUpGoBack() async throws {
        let form = await PresentedDialog(three())
        await form.type("1\t2")
        await form.send(.down)
        await form.type("3")
        await form.send(.up, .up)
        await form.type("a")
        await form.send(.backTab, .backTab, .backTab)
        await form.type("c")
        await form.send(.backTab)
        await form.type("b")
        await form.send(.enter, .enter)
        #expect(try await form.value == Three(a: "1a", b: "2b", c: "3c"))
    }

    /// With `editsFromTheStart` (dialog's way) a text field's cursor goes to the start of its
    /// text each time the field gets the focus; by default it stays where it was left.
    @Test func editsFromTheStartPutsTheCursorFirstOnEachFocus() async throws {
        var start = three()
        start.editsFromTheStart = true
        let form = await PresentedDialog(start)
        await form.type("1\t2")
        await form.send(.backTab)
        await form.type("a")
        await form.send(.down)
        await form.type("b")
        await form.send(.down)
        await form.type("c")
        await form.send(.enter, .enter)
        #expect(try await form.value == Three(a: "a1", b: "b2", c: "c"))
    }

    @Test func shiftTabFromTheFirstFieldWrapsToTheLastButton() async throws {
        let form = await PresentedDialog(three())
        await form.send(.backTab, .enter)
        await #expect(throws: CancellationError.self) { try await form.value }
    }

    @Test func buttonsMoveWithArrowsAndPressWithEnterSpaceOrTheirLetter() async throws {
        let enter = await PresentedDialog(three())
        await enter.send(.tab, .tab)
        await enter.type("x\t")
        await enter.send(.right, .left, .enter)
        #expect(try await enter.value == Three(c: "x"))

        let space = await PresentedDialog(three())
        await space.send(.tab, .tab, .tab, .right, .character(" "))
        await #expect(throws: CancellationError.self) { try await space.value }

        let letter = await PresentedDialog(three())
        await letter.send(.up, .up, .character("c"))
        await #expect(throws: CancellationError.self) { try await letter.value }
    }

    @Test func escCancelsFromAFieldAndFromAButton() async throws {
        let field = await PresentedDialog(three())
        await field.type("typed")
        await field.send(.escape)
        await #expect(throws: CancellationError.self) { try await field.value }

        let button = await PresentedDialog(three())
        await button.send(.backTab, .escape)
        await #expect(throws: CancellationError.self) { try await button.value }
    }

    @Test func backIsAskedForWithoutCheckingAndKeepsTheValue() async throws {
        var form = three(back: true)
        form.prepare(for: Size(columns: 80, rows: 24))
        for key in [Key.character("x"), .tab, .tab, .tab] { _ = form.handle(.key(key)) }
        #expect(form.focus == .button(.back("Back")))
        #expect(!form.backRequested)
        guard case .handled = form.handle(.key(.enter)) else {
            Issue.record("Back neither submits nor cancels")
            return
        }
        #expect(form.backRequested)
        #expect(form.value == Three(a: "x"))
        _ = form.handle(.key(.character("y")))
        #expect(form.focus == .button(.back("Back")))
        _ = form.handle(.key(.character("b")))
        #expect(form.backRequested)
    }

    @Test func theFooterShowsTheKeysOfTheFocusedFieldOrButton() async throws {
        let form = await PresentedDialog(registration(), size: Size(columns: 80, rows: 40))
        var footers: [String] = []
        for _ in 0..<16 {
            footers.append(form.term.rows[30].trimmingPanel)
            await form.send(.tab)
        }
        await form.send(.tab, .tab, .tab, .enter)
        footers.append(form.term.rows[30].trimmingPanel)
        #expect(
            footers == [
                "Tab/Enter next  Esc cancel", "Tab/Enter next  Esc cancel", "Tab/Enter next  Esc cancel",
                "←→ choose  Tab/Enter next  Esc cancel", "Enter choose  Tab next  Esc cancel",
                "Space toggle  Tab/Enter next  Esc cancel", "Enter new line  Tab next  Esc cancel",
                "←→ choose  Tab/Enter next  Esc cancel", "Tab/Enter next  Esc cancel",
                "Enter new line  Tab next  Esc cancel", "Tab/Enter next  Esc cancel", "Tab/Enter next  Esc cancel",
                "Tab next  Enter submit  Esc cancel", "Tab next  Enter submit  Esc cancel",
                "Tab next  Enter cancel  Esc cancel", "Tab/Enter next  Esc cancel",
                "↑↓ move  Enter pick  Esc close  Tab next",
            ])
        await form.close()
    }

    @Test(arguments: [Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 30, rows: 10)])
    func aTallFormScrollsToTheFocusedField(size: Size) async throws {
        let form = await PresentedDialog(registration(), size: size)
        assertSnapshot(form.term, named: "top.\(size)")
        await form.send(.tab, .tab, .tab, .tab, .tab, .tab)
        assertSnapshot(form.term, named: "middle.\(size)")
        await form.send(.tab, .tab, .tab, .tab, .tab, .tab, .tab)
        assertSnapshot(form.term, named: "bottom.\(size)")
        await form.send(.up, .up, .up)
        assertSnapshot(form.term, named: "backUp.\(size)")
        await form.close()
    }

    @Test func aResizeKeepsTheValuesTheCursorAndTheFocus() async throws {
        let form = await PresentedDialog(registration())
        await form.type("Ada Lovelace 日本\tada@example.com")
        await form.send(.left, .left, .left, .left)
        assertSnapshot(form.term, named: "resize.before")
        form.term.resize(columns: 40, rows: 12)
        await form.screen.waitUntilIdle()
        assertSnapshot(form.term, named: "resize.narrow")
        await form.type("-")
        form.term.resize(columns: 30, rows: 10)
        await form.screen.waitUntilIdle()
        assertSnapshot(form.term, named: "resize.smaller")
        form.term.resize(columns: 80, rows: 24)
        await form.screen.waitUntilIdle()
        assertSnapshot(form.term, named: "resize.back")
        await form.close()
    }

    @Test func resizingWithThePopUpOpenKeepsItOpen() async throws {
        let form = await PresentedDialog(registration())
        await form.send(.tab, .tab, .tab, .tab)
        await form.type("ja")
        form.term.resize(columns: 40, rows: 12)
        await form.screen.waitUntilIdle()
        assertSnapshot(form.term, named: "popup.resized")
        await form.send(.enter, .escape)
        await #expect(throws: CancellationError.self) { try await form.value }
    }

    @Test nonisolated func rendersOnEverySmallScreen() {
        drawOnEverySmallScreen(registration(), after: [.tab, .tab, .tab, .tab, .enter, .character("u")])
        drawOnEverySmallScreen(three(back: true), after: [.enter, .enter, .enter])
    }
}

extension String {
    /// A row of a panel without the frame and the padding inside it.
    fileprivate var trimmingPanel: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "│" { text.removeFirst() }
        while let last = text.last, last == " " || last == "│" { text.removeLast() }
        return String(text)
    }
}
