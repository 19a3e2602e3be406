import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestPaymentForm {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]
    nonisolated static let today: @Sendable () -> YearMonth = { YearMonth(year: 2026, month: 11) }

    nonisolated static let visa = PaymentCard(
        holderName: "Ada Lovelace", number: CardNumber("4111111111111111"), expiry: CardExpiry(month: 12, year: 2027)!,
        cvv: "123")

    @Test(arguments: sizes) func emptyTypingAndErrors(size: Size) async throws {
        let form = await PresentedDialog(PaymentForm(today: Self.today), size: size)
        assertSnapshot(form.term, named: "empty.\(size)")
        await form.type("Ada Lovelace\t3782822463100")
        assertSnapshot(form.term, named: "typingTheNumber.\(size)")
        await form.type("06\t1025\t123\n")
        assertSnapshot(form.term, named: "errors.\(size)")
        await form.close()
    }

    @Test func typingItAllInReturnsTheCard() async throws {
        let form = await PresentedDialog(PaymentForm(today: Self.today))
        await form.type("Ada Lovelace \t4111 1111 1111 1111\t1227\t123\n")
        let card = try await form.value
        #expect(card == Self.visa)
        #expect(card.description == "Visa •••• 1111, expires 12/27")
    }

    @Test func aPrefilledFormComesBackUnchangedAndWithoutCVVAsksForIt() async throws {
        let form = await PresentedDialog(PaymentForm(Self.visa, today: Self.today), size: Size(columns: 60, rows: 12))
        #expect(
            form.term.rows[2...5] == [
                "    │ Name on card   Ada Lovelace                     │",
                "    │ Card number    •••• •••• •••• 1111  Visa        │",
                "    │ Expiry         12/27                            │",
                "    │ Security code  •••   3 digits, back of card     │",
            ])
        await form.send(.enter, .enter, .enter, .enter)
        #expect(try await form.value == Self.visa)

        let saved = await PresentedDialog(
            PaymentForm(Self.visa.withoutCVV(), today: Self.today), size: Size(columns: 60, rows: 12))
        await saved.send(.enter, .enter, .enter, .enter)
        #expect(
            saved.term.rows[5...6] == [
                "    │ Security code        3 digits, back of card     │",
                "    │                Required                         │",
            ])
        await saved.type("321\n")
        #expect(try await saved.value.cvv == "321")
    }

    @Test func theNumberAndCVVStayOutOfJSONTextAndDumps() async throws {
        let card = PaymentCard(
            holderName: "Ada", number: CardNumber("378282246310005"), expiry: CardExpiry(month: 1, year: 2030)!,
            cvv: "7531")
        #expect(card.json.text == #"{"brand":"amex","last4":"0005","expiry":"01/30"}"#)
        var form = PaymentForm(card, today: Self.today)
        form.prepare(for: Size(columns: 80, rows: 24))
        _ = form.handle(.key(.tab))
        var dumped = ""
        dump(form, to: &dumped)
        #expect(!dumped.contains("378282246310005") && !dumped.contains("3782 822463 10005"))
        #expect(!dumped.contains("7531"))
    }

    @Test nonisolated func rendersOnEverySmallScreen() {
        drawOnEverySmallScreen(
            PaymentForm(Self.visa, today: Self.today), after: [.tab, .left, .character("9"), .enter])
    }
}
