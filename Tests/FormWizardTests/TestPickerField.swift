import FormWizard
import FormWizardTesting
import Testing

private struct Shipping: Sendable, Equatable {
    var country: Country?
    var note = ""
}

private func shipping(_ value: Shipping = Shipping()) -> Form<Shipping> {
    Form(
        "Shipping", value: value,
        fields: [
            .country("Country", \.country, validate: .required(message: "Choose a country")),
            .text("Note", \.note),
        ])
}

@MainActor
struct TestPickerField {
    nonisolated static let sizes = [Size(columns: 80, rows: 24), Size(columns: 40, rows: 12)]

    @Test(arguments: sizes) func closedOpenFilteredPickedAndError(size: Size) async throws {
        let form = await PresentedDialog(shipping(), size: size)
        assertSnapshot(form.term, named: "closed.\(size)")
        await form.send(.enter)
        assertSnapshot(form.term, named: "open.\(size)")
        await form.type("united")
        assertSnapshot(form.term, named: "united.\(size)")
        await form.send(.down, .enter)
        assertSnapshot(form.term, named: "picked.\(size)")
        await form.close()

        let empty = await PresentedDialog(shipping(), size: size)
        await empty.send(.tab, .tab, .enter)
        assertSnapshot(empty.term, named: "error.\(size)")
        await empty.close()
    }

    @Test func unitedListsTheUnitedsNamedSoFirst() async throws {
        let form = await PresentedDialog(shipping())
        await form.type("united")
        #expect(
            form.term.rows[9...16] == [
                "                 │ Country  united                         ▾ │",
                "                 │ Note   ┌ 5 of 249 ────────────────────────┐",
                "                 │        │ United Arab Emirates             │",
                "                 │        │ United Kingdom                   │",
                "                 │ ↑↓ move│ United States                    │",
                "                 └────────│ United States Minor Outlying Is… │",
                "                          │ Tanzania, United Republic of     │",
                "                          └─ Enter pick · Esc close ─────────┘",
            ])
        await form.close()
    }

    @Test func coteFindsCoteDIvoireAndEnterPicksIt() async throws {
        let form = await PresentedDialog(shipping())
        await form.type("cote")
        #expect(
            form.term.rows[10...12] == [
                "                 │ Note   ┌ 1 of 249 ────────────────────────┐",
                "                 │        │ Côte d'Ivoire                    │",
                "                 │        └─ Enter pick · Esc close ─────────┘",
            ])
        await form.send(.enter, .enter)
        #expect(try await form.value == Shipping(country: Country(code: "CI")))
    }

    @Test func escClosesOnlyThePopUp() async throws {
        let form = await PresentedDialog(shipping(Shipping(country: Country(code: "DE"))))
        await form.send(.enter, .down, .down)
        await form.send(.escape)
        #expect(form.screen.presentationCount == 1)
        #expect(
            form.term.rows[9...10] == [
                "                 │ Country  Germany                        ▾ │",
                "                 │ Note                                      │",
            ])
        await form.send(.escape)
        await #expect(throws: CancellationError.self) { try await form.value }
    }

    @Test func arrowsAndPagesMoveTheSelection() async throws {
        let script: [([Key], String)] = [
            ([.down], "AX"), ([.down, .down, .up], "AX"), ([.up], "AF"), ([.pageDown], "AR"),
            ([.pageDown, .pageDown], "BY"), ([.pageDown, .pageUp], "AF"), ([.pageDown, .down, .pageUp], "AX"),
        ]
        for (keys, code) in script {
            let form = await PresentedDialog(shipping())
            form.term.send([.key(.enter)] + keys.map(InputEvent.key) + [.key(.enter), .key(.enter)])
            #expect(try await form.value.country?.code == code, "\(keys)")
        }
    }

    @Test func theListOpensOnTheChosenCountryAndTypingOpensItFiltered() async throws {
        let form = await PresentedDialog(shipping(Shipping(country: Country(code: "JP"))))
        await form.send(.character(" "))
        #expect(
            form.term.rows[10...21] == [
                "                 │ Note   ┌──────────────────────────────────┐",
                "                 │        │ Ireland                          ▲",
                "                 │        │ Isle of Man                      │",
                "                 │ ↑↓ move│ Israel                           │",
                "                 └────────│ Italy                            │",
                "                          │ Jamaica                          │",
                "                          │ Japan                            │",
                "                          │ Jersey                           │",
                "                          │ Jordan                           │",
                "                          │ Kazakhstan                       │",
                "                          │ Kenya                            ▼",
                "                          └─ Enter pick · Esc close ─────────┘",
            ])
        await form.send(.escape)
        await form.type("korea")
        #expect(
            form.term.rows[9...13] == [
                "                 │ Country  korea                          ▾ │",
                "                 │ Note   ┌ 2 of 249 ────────────────────────┐",
                "                 │        │ Korea, Democratic People's Repu… │",
                "                 │        │ Korea, Republic of               │",
                "                 │ ↑↓ move└─ Enter pick · Esc close ─────────┘",
            ])
        await form.send(.backspace, .backspace, .backspace, .backspace, .backspace)
        await form.type("zz")
        #expect(
            form.term.rows[10...12] == [
                "                 │ Note   ┌ 0 of 249 ────────────────────────┐",
                "                 │        │ No match                         │",
                "                 │        └─ Enter pick · Esc close ─────────┘",
            ])
        await form.send(.enter, .tab)
        #expect(form.term.rows[9] == "                 │ Country  Japan                          ▾ │")
        await form.close()
    }

    @Test func tabClosesThePopUpAndMovesOn() async throws {
        let form = await PresentedDialog(shipping())
        await form.type("fr")
        await form.send(.tab)
        #expect(
            form.term.rows[9...10] == [
                "                 │ Country  Choose…                        ▾ │",
                "                 │          Choose a country                 │",
            ])
        await form.close()
    }
}
