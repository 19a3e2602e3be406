import FormWizard
import Testing

struct TestPaymentCard {
    static func card(_ number: String, cvv: String) -> PaymentCard {
        PaymentCard(
            holderName: "Ada Lovelace", number: CardNumber(number), expiry: CardExpiry(month: 12, year: 2027)!, cvv: cvv
        )
    }

    /// Somewhere a payment value may end up in text by accident.
    struct Order {
        var id = 7
        var card: PaymentCard
        var cards: [PaymentCard]
        var maybe: PaymentCard?
    }

    @Test func showsBrandLastFourAndExpiryOnly() {
        let card = Self.card("4111111111111111", cvv: "987")
        #expect(card.description == "Visa •••• 1111, expires 12/27")
        #expect(card.debugDescription == "PaymentCard(Visa •••• 1111, expires 12/27)")
        #expect("\(card)" == "Visa •••• 1111, expires 12/27")
        #expect(card.number.description == "Visa •••• 1111")
        #expect(card.number.debugDescription == "CardNumber(Visa •••• 1111)")
        #expect(CardNumber().description == "Card (no number)")
    }

    @Test(
        arguments: [
            ("4111111111111111", "987"), ("5555555555554444", "456"), ("2223003122003222", "246"),
            ("378282246310005", "7531"), ("371449635398431", "8642"), ("6011111111111117", "369"),
        ])
    func secretsNeverShowInText(number: String, cvv: String) {
        let card = Self.card(number, cvv: cvv)
        #expect(card.number.digits == number && card.cvv == cvv, "the value holds the secrets")
        var dumped = ""
        dump(card, to: &dumped)
        var dumpedOrder = ""
        let order = Order(card: card, cards: [card], maybe: card)
        dump(order, to: &dumpedOrder)
        var dumpedNumber = ""
        dump(card.number, to: &dumpedNumber)
        let texts = [
            card.description, card.debugDescription, String(describing: card), String(reflecting: card), dumped,
            String(describing: order), String(reflecting: order), dumpedOrder, dumpedNumber,
            String(reflecting: card.number), "\(card.number)",
            Mirror(reflecting: card).children.map { "\($0.label ?? ""): \($0.value)" }.joined(separator: "\n"),
        ]
        let formatted = card.number.formatted
        for text in texts {
            #expect(!text.contains(number) && !text.contains(formatted), "\(text)")
            #expect(!text.contains(cvv), "\(text)")
            #expect(text.contains(card.lastFour), "\(text)")
        }
    }

    @Test func dumpShowsTheSafeParts() {
        var dumped = ""
        dump(Self.card("378282246310005", cvv: "7531"), to: &dumped)
        #expect(
            dumped == """
                ▿ PaymentCard(American Express •••• 0005, expires 12/27)
                  - brand: FormWizard.CardBrand.amex
                  - lastFour: "0005"
                  ▿ expiry: 12/27
                    - month: 12
                    - year: 2027

                """)
    }

    @Test func brandLastFourAndEquality() {
        let card = Self.card("5555555555554444", cvv: "456")
        #expect(card.brand == .mastercard)
        #expect(card.lastFour == "4444")
        #expect(card == Self.card("5555555555554444", cvv: "456"))
        #expect(card != Self.card("5555555555554444", cvv: "457"))
    }

    @Test func withoutCVVKeepsTheRest() {
        let card = Self.card("4111111111111111", cvv: "987")
        var expected = card
        expected.cvv = ""
        #expect(card.withoutCVV() == expected)
    }
}
