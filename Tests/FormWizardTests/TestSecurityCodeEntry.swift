import FormWizard
import FormWizardTesting
import Testing

private struct Card: Sendable {
    var number = CardNumber()
    var cvv = ""
}

private func card(_ number: String) -> Form<Card> {
    Form(
        "Card", value: Card(number: CardNumber(number)),
        fields: [
            .securityCode("CVV", \.cvv, brand: { $0.number.brand }),
            .cardNumber("Number", \.number),
        ])
}

@MainActor
struct TestSecurityCodeEntry {
    nonisolated static let sizes = [Size(columns: 80, rows: 24), Size(columns: 40, rows: 12)]

    @Test(arguments: sizes) func emptyMaskedLeftAndError(size: Size) async throws {
        let form = await PresentedDialog(card("4111111111111111"), size: size)
        assertSnapshot(form.term, named: "empty.\(size)")
        await form.type("12")
        assertSnapshot(form.term, named: "typed.\(size)")
        await form.send(.tab)
        assertSnapshot(form.term, named: "error.\(size)")
        await form.close()
    }

    @Test func asManyDigitsAsTheBrandHas() async throws {
        let visa = await PresentedDialog(card("4111111111111111"), size: Size(columns: 50, rows: 12))
        await visa.type("1234")
        #expect(
            visa.term.rows[3...4] == [
                "   │ CVV     •••   3 digits, back of card     │", "   │         Visa codes have 3 digits         │",
            ])
        await visa.send(.tab, .enter)
        #expect(try await visa.value.cvv == "123")

        let amex = await PresentedDialog(card("378282246310005"), size: Size(columns: 50, rows: 12))
        await amex.type("12345")
        #expect(
            amex.term.rows[3...4] == [
                "   │ CVV     ••••  4 digits, front of card    │", "   │         Amex codes have 4 digits         │",
            ])
        await amex.close()

        let unknown = await PresentedDialog(card(""), size: Size(columns: 50, rows: 12))
        await unknown.type("1x")
        #expect(
            unknown.term.rows[3...4] == [
                "   │ CVV     •                                │", "   │         Digits only                      │",
            ])
        await unknown.close()
    }

    @Test func changingTheCardToAmexAsksForAFourthDigit() async throws {
        let form = await PresentedDialog(card("4111111111111111"), size: Size(columns: 50, rows: 12))
        await form.type("123\t")
        await form.send(.ctrl("u"))
        await form.type("378282246310005")
        #expect(
            form.term.rows[3...5] == [
                "   │ CVV     •••   4 digits, front of card    │",
                "   │         Enter the 4-digit security code  │",
                "   │ Number  3782 822463 10005    Amex        │",
            ])
        await form.send(.backTab)
        await form.type("4")
        #expect(form.term.rows[4] == "   │ Number  •••• •••••• •0005    Amex        │")
        await form.send(.enter, .enter)
        #expect(try await form.value.cvv == "1234")
    }
}
