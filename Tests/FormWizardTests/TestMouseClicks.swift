import FormWizard
import FormWizardTesting
import Testing

/// Every clickable thing of the built-in dialogs, clicked on a virtual terminal.
@MainActor
struct TestMouseClicks {
    @Test func clickingAButtonChoosesItsAction() async throws {
        let term = VirtualTerminal(columns: 40, rows: 10)
        let screen = Screen(terminal: term)
        let answer = Task {
            try await screen.alert(
                "Delete?", message: "Delete 3 files?",
                actions: [.destructive("Delete", "delete"), .cancel("Keep", "keep")])
        }
        await screen.waitUntilIdle()
        // Outside the alert, and on its frame's text away from the buttons: nothing.
        term.click(column: 0, row: 0)
        term.click(on: "Delete 3")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "alert")
        term.click(on: "< Delete >", offset: 9)
        #expect(try await answer.value == "delete")
    }

    @Test func clickingConfirmsNo() async throws {
        let term = VirtualTerminal(columns: 40, rows: 10)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.confirm("Continue?") }
        await screen.waitUntilIdle()
        term.click(on: "< No >")
        #expect(try await answer.value == false)
    }

    @Test func aClickOutsideTheTopDialogDoesNothing() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let below = screen.show(
            Alert(title: "Below", message: "A long message under the question on top", actions: [.default("Under", 1)]))
        let answer = Task { try await screen.confirm("Top?") }
        await screen.waitUntilIdle()
        // The button of the alert below is in sight, but the alert is not on top.
        term.click(on: "< Under >")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "stacked")
        term.click(on: "< Yes >")
        #expect(try await answer.value == true)
        below.dismiss()
    }

    @Test func doubleClickingAMenuRowChoosesIt() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term, clock: TestClock())
        let items = ["Apple", "Banana", "Cherry", "Dates", "Elderberry", "Fig", "Grape", "Honeydew", "Kiwi"]
        let answer = Task {
            try await screen.menu("Fruit", items: items.map { MenuItem($0, value: $0) })
        }
        await screen.waitUntilIdle()
        // The wheel moves the selection; at the top a notch up does nothing.
        term.scroll(.up, column: 20, row: 6)
        term.scroll(.down, column: 20, row: 6, count: 7)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "menu-wheel")
        term.click(on: "Dates", offset: 10)
        term.click(on: "Dates", offset: 10)
        #expect(try await answer.value == "Dates")
    }

    @Test func clickingChecklistRowsTogglesThem() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task {
            try await screen.checklist(
                "Toppings", items: ["Cheese", "Olives", "寿司 🍣", "Basil"].map { MenuItem($0, value: $0) })
        }
        await screen.waitUntilIdle()
        term.click(on: "[ ] Olives")
        term.click(on: "寿司 🍣", offset: 3)
        term.click(on: "[ ] Basil")
        term.click(on: "[x] Basil", offset: 1)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "checklist")
        term.send(.enter)
        #expect(try await answer.value == ["Olives", "寿司 🍣"])
    }

    @Test func clickingARadioRowMarksIt() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task {
            try await screen.radioList("Size", items: ["Small", "Medium", "Large"].map { MenuItem($0, value: $0) })
        }
        await screen.waitUntilIdle()
        term.click(on: "Large")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "radio")
        term.send(.enter)
        #expect(try await answer.value == "Large")
    }

    @Test func clickingATextFieldPlacesTheCursorOnTheCluster() async throws {
        let term = VirtualTerminal(columns: 40, rows: 10)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.textInput("Name", text: "東京 café 👩‍👩‍👧 ok") }
        await screen.waitUntilIdle()
        // Focus on the buttons first; the click takes it back to the field. The right half of
        // 京 is its cluster too.
        term.send(.tab)
        term.click(on: "京", offset: 1)
        term.type("x")
        term.click(on: "👩‍👩‍👧")
        term.type("y")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "text-field")
        term.click(on: "< OK >")
        #expect(try await answer.value == "東x京 café y👩‍👩‍👧 ok")
    }

    @Test func clickingTheCancelButtonCancels() async {
        let term = VirtualTerminal(columns: 40, rows: 10)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.textInput("Name") }
        await screen.waitUntilIdle()
        term.click(on: "< Cancel >")
        await #expect(throws: CancellationError.self) { try await answer.value }
    }

    @Test func clickingSaveInTheEditBoxSaves() async throws {
        let term = VirtualTerminal(columns: 40, rows: 10)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.editBox("Notes", text: "one") }
        await screen.waitUntilIdle()
        term.send(.end)
        term.type("!")
        term.click(on: "< Save >")
        #expect(try await answer.value == "one!")
    }

    @Test func clickingCancelOnAGaugeCancelsIt() async {
        let term = VirtualTerminal(columns: 40, rows: 10)
        let screen = Screen(terminal: term)
        let gauge = screen.show(Gauge(title: "Copying", fraction: 0.5, cancellable: true))
        await eventually("the gauge is drawn") { term.lines.joined().contains("Cancel") }
        term.click(on: "< Cancel >")
        await #expect(throws: CancellationError.self) { try await gauge.value }
    }

    @Test func theWheelScrollsAPager() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let closed = Task { try await screen.pager("Log", lines: (1...40).map { "line \($0)" }) }
        await screen.waitUntilIdle()
        term.scroll(.down, column: 10, row: 5, count: 2)
        term.scroll(.up, column: 10, row: 5)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "pager")
        term.send(.character("q"))
        try await closed.value
    }
}

/// What the form tests edit.
private struct Signup: Sendable, Equatable {
    var name = "Ada"
    var city = ""
    var email = ""
    var phone = ""
    var country = ""
    var news = false
}

private func signupForm() -> Form<Signup> {
    Form(
        "Sign up", value: Signup(),
        fields: [
            .text("Name", \.name), .text("City", \.city), .text("E-mail", \.email), .text("Phone", \.phone),
            .text("Country", \.country), .toggle("News", \.news, text: "Send me news"),
        ])
}

@MainActor
struct TestMouseForms {
    @Test func clicksFocusFieldsToggleBoxesAndPressButtons() async throws {
        let form = await PresentedDialog(signupForm(), size: Size(columns: 60, rows: 20))
        let term = form.term
        // A label focuses its field; a click in the input puts the cursor where clicked.
        term.click(on: "E-mail")
        term.type("ada@example.org")
        term.click(on: "Ada", offset: 1)
        term.type("-")
        term.click(on: "Send me news")
        await form.screen.waitUntilIdle()
        assertSnapshot(term, named: "form")
        term.click(on: "< Submit >")
        #expect(try await form.value == Signup(name: "A-da", email: "ada@example.org", news: true))
    }

    @Test func theWheelScrollsTheFieldsAndAClickThenFocuses() async throws {
        let form = await PresentedDialog(signupForm(), size: Size(columns: 40, rows: 9))
        let term = form.term
        term.scroll(.down, column: 20, row: 5, count: 3)
        await form.screen.waitUntilIdle()
        assertSnapshot(term, named: "form-wheel")
        term.click(on: "Country")
        term.type("NZ")
        term.click(on: "< Submit >")
        #expect(try await form.value == Signup(country: "NZ"))
    }
}
