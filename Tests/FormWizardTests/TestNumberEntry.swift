import FormWizard
import FormWizardTesting
import Testing

private struct Order: Sendable, Equatable {
    var quantity: Int?
    var note = ""
}

private func order(_ value: Order = Order(), in range: ClosedRange<Int>? = 1...99) -> Form<Order> {
    Form(
        "Order", value: value,
        fields: [
            .number("Quantity", \.quantity, placeholder: "1–99", in: range, validate: .required()),
            .text("Note", \.note),
        ])
}

@MainActor
struct TestNumberEntry {
    nonisolated static let sizes = [Size(columns: 80, rows: 24), Size(columns: 40, rows: 12)]

    @Test(arguments: sizes) func emptyFilledLeftAndError(size: Size) async throws {
        let form = await PresentedDialog(order(), size: size)
        assertSnapshot(form.term, named: "empty.\(size)")
        await form.type("12")
        assertSnapshot(form.term, named: "filled.\(size)")
        await form.send(.tab)
        assertSnapshot(form.term, named: "left.\(size)")
        await form.send(.backTab, .ctrl("u"))
        await form.type("0\t")
        assertSnapshot(form.term, named: "error.\(size)")
        await form.close()
    }

    @Test func onlyDigitsGoInAndALetterSaysSo() async throws {
        let form = await PresentedDialog(order(in: nil), size: Size(columns: 40, rows: 12))
        await form.type("4x")
        #expect(
            form.term.rows[3...4] == [
                "│ Quantity  4                          │", "│           Digits only                │",
            ])
        await form.type("2")
        #expect(
            form.term.rows[3...4] == [
                "│ Quantity  42                         │", "│ Note                                 │",
            ])
        form.term.paste("1 000")
        await form.send(.tab, .enter)
        #expect(try await form.value == Order(quantity: 421000))
    }

    @Test func theRangeLimitsTheDigitsAndChecksTheNumber() async throws {
        let form = await PresentedDialog(order(), size: Size(columns: 40, rows: 12))
        await form.type("123")
        #expect(
            form.term.rows[3...4] == [
                "│ Quantity  12                         │", "│           At most 2 digits           │",
            ])
        await form.send(.backspace, .backspace)
        await form.type("0\n")
        #expect(
            form.term.rows[3...4] == [
                "│ Quantity  0                          │", "│           Enter a value from 1 to 99 │",
            ])
        await form.send(.backTab, .backspace)
        await form.type("7\t\n")
        #expect(try await form.value == Order(quantity: 7))
    }

    @Test func aMinusSignOnlyWhenTheRangeHasNegativeNumbers() async throws {
        let form = await PresentedDialog(order(in: -10...10), size: Size(columns: 40, rows: 12))
        await form.type("5-\t")
        #expect(form.term.rows[4] == "│           Enter a whole number       │")
        await form.send(.backTab, .ctrl("u"))
        await form.type("-5\t\n")
        #expect(try await form.value == Order(quantity: -5))

        let positive = await PresentedDialog(order(), size: Size(columns: 40, rows: 12))
        await positive.type("-")
        #expect(
            positive.term.rows[3...4] == [
                "│ Quantity  -                          │", "│           No negative numbers        │",
            ])
        await positive.close()
    }

    /// Before, `-5` became 5 and `1.5` became 15 with only a notice that went at the next key.
    @Test(arguments: sizes) func aSignOrPointTheFieldCannotHoldStaysInViewWithAMessage(size: Size) async throws {
        let form = await PresentedDialog(order(in: nil), size: size)
        await form.type("-5")
        assertSnapshot(form.term, named: "negative.\(size)")
        await form.send(.tab, .enter)
        assertSnapshot(form.term, named: "negative-submitted.\(size)")
        // The refused submit put focus back on the number.
        await form.send(.ctrl("u"))
        await form.type("1.5")
        assertSnapshot(form.term, named: "point.\(size)")
        await form.send(.home, .delete, .end, .backspace, .backspace)
        await form.type("15\t\n")
        #expect(try await form.value == Order(quantity: 15))
    }

    @Test func allowsNegativeTakesAMinusWithoutARange() async throws {
        let form = await PresentedDialog(
            Form("Order", value: Order(), fields: [.number("Quantity", \.quantity, allowsNegative: true)]),
            size: Size(columns: 40, rows: 12))
        await form.type("-5")
        #expect(
            form.term.rows[4...5] == [
                "│ Quantity  -5                         │", "│                                      │",
            ])
        await form.send(.enter)
        #expect(try await form.value == Order(quantity: -5))
    }

    @Test func aPasteKeepsItsSignAndPoint() async throws {
        let form = await PresentedDialog(order(in: nil), size: Size(columns: 40, rows: 12))
        form.term.paste("-1.5")
        await form.send(.tab)
        #expect(
            form.term.rows[3...4] == [
                "│ Quantity  -1.5                       │", "│           No negative numbers        │",
            ])
        await form.close()
    }

    @Test func anEmptyFieldIsNilAndAPrefilledNumberShows() async throws {
        let empty = await PresentedDialog(order(in: nil).withoutRequired)
        await empty.send(.enter, .enter)
        #expect(try await empty.value == Order(quantity: nil))

        let prefilled = await PresentedDialog(order(Order(quantity: 7, note: "gift")))
        #expect(prefilled.term.rows[9] == "                 │ Quantity  7                                │")
        await prefilled.send(.enter, .enter)
        #expect(try await prefilled.value == Order(quantity: 7, note: "gift"))
    }
}

extension Form where Value == Order {
    fileprivate var withoutRequired: Form<Order> {
        Form("Order", value: value, fields: [.number("Quantity", \.quantity), .text("Note", \.note)])
    }
}
