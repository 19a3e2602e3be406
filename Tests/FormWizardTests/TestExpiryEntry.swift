import FormWizard
import FormWizardTesting
import Testing

private struct Card: Sendable, Equatable {
    var expiry = ""
    var holder = ""
}

private func card(_ expiry: String = "") -> Form<Card> {
    Form(
        "Card", value: Card(expiry: expiry),
        fields: [
            .expiry(
                "Expiry", \.expiry, validate: .required().and(.expiry(today: { YearMonth(year: 2026, month: 11) }))),
            .text("Holder", \.holder),
        ])
}

@MainActor
struct TestExpiryEntry {
    nonisolated static let sizes = [Size(columns: 80, rows: 24), Size(columns: 40, rows: 12)]

    @Test(arguments: sizes) func emptyTypedLeftAndExpired(size: Size) async throws {
        let form = await PresentedDialog(card(), size: size)
        assertSnapshot(form.term, named: "empty.\(size)")
        await form.type("4")
        assertSnapshot(form.term, named: "slashInserted.\(size)")
        await form.type("27\t")
        assertSnapshot(form.term, named: "left.\(size)")
        await form.send(.backTab, .ctrl("u"))
        await form.type("1025\t")
        assertSnapshot(form.term, named: "expired.\(size)")
        await form.close()
    }

    @Test(
        arguments: [
            ("1", "1"), ("12", "12/"), ("4", "04/"), ("1/", "01/"), ("127", "12/7"), ("1227", "12/27"),
            ("12279", "12/27"), ("1/2", "01/2"),
        ])
    func theSlashComesAsYouType(typed: String, shown: String) async throws {
        let form = await PresentedDialog(card(), size: Size(columns: 40, rows: 12))
        await form.type(typed)
        #expect(form.term.rows[3] == "│ Expiry  " + shown.padding(29) + "│")
        await form.close()
    }

    @Test func backspaceTakesTheSlashWithTheDigitBeforeIt() async throws {
        let form = await PresentedDialog(card(), size: Size(columns: 40, rows: 12))
        await form.type("1227")
        await form.send(.backspace)
        #expect(form.term.rows[3] == "│ Expiry  12/2                         │")
        await form.send(.backspace)
        #expect(form.term.rows[3] == "│ Expiry  12/                          │")
        await form.send(.backspace)
        #expect(form.term.rows[3] == "│ Expiry  1                            │")
        await form.type("1")
        await form.send(.ctrl("w"))
        #expect(form.term.rows[3] == "│ Expiry  MM/YY                        │")
        await form.close()
    }

    @Test func pasteLettersAndPrefill() async throws {
        let form = await PresentedDialog(card("12/28"), size: Size(columns: 40, rows: 12))
        #expect(form.term.rows[3] == "│ Expiry  12/28                        │")
        await form.send(.ctrl("u"))
        form.term.paste("06 / 2029")
        await form.screen.waitUntilIdle()
        await form.type("a")
        #expect(
            form.term.rows[3...4] == [
                "│ Expiry  06/29                        │", "│         Digits only: MM/YY           │",
            ])
        await form.send(.tab, .enter)
        #expect(try await form.value == Card(expiry: "06/29"))
    }
}

extension String {
    /// The string with spaces after it up to `width` columns (ASCII only).
    func padding(_ width: Int) -> String {
        self + String(repeating: " ", count: max(0, width - count))
    }
}
