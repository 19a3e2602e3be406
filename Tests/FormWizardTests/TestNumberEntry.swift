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
        #expect(positive.term.rows[4] == "│           Digits only                │")
        await positive.close()
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
