import FormWizard
import FormWizardTesting
import Testing

/// The payment form in line mode: the card number and security code read with echo off, the
/// brand's checks as on a full screen, the expiry as `MM/YY`.
/// Input ends after the answers: a question a test does not expect fails it instead of waiting.
@MainActor
struct TestLinePaymentFields {
    let lines = VirtualLineTerminal()
    let screen: Screen

    init() {
        screen = Screen(lines: lines)
    }

    static let form = PaymentForm(today: { YearMonth(year: 2026, month: 12) })

    @Test func eachFieldIsRefusedAsOnAFullScreenUntilValid() async throws {
        lines.type("Ada Lovelace ", "1234", "4111 1111 1111 1112", "4111x", "4111-1111-1111-1111")
        lines.type("ab", "13/27", "11/26", "1227")
        lines.type("12", "12a", "1234", "123")
        lines.endInput()
        let card = try await screen.present(Self.form)
        #expect(card.holderName == "Ada Lovelace")
        #expect(card.number.digits == "4111111111111111")
        #expect(card.expiry.formatted == "12/27")
        #expect(card.cvv == "123")
        let hidden = [false, false, false, false]
        #expect(lines.echoes == [true] + hidden + [true, true, true, true] + hidden)
        #expect(
            lines.transcript == """
                Payment card
                Name on card: «Ada Lovelace »
                Card number (or back): «echo off»
                Enter a Visa, Mastercard, American Express or Discover card number
                Card number (or back): «echo off»
                Check the card number for a typo
                Card number (or back): «echo off»
                Digits only
                Card number (or back): «echo off»
                Visa ending 1111
                Expiry (MM/YY) (or back): «ab»
                Digits only: MM/YY
                Expiry (MM/YY) (or back): «13/27»
                Enter a month from 01 to 12
                Expiry (MM/YY) (or back): «11/26»
                This card has expired
                Expiry (MM/YY) (or back): «1227»
                Security code (3 digits, back of card) (or back): «echo off»
                Enter the 3-digit security code
                Security code (3 digits, back of card) (or back): «echo off»
                Digits only
                Security code (3 digits, back of card) (or back): «echo off»
                Visa codes have 3 digits
                Security code (3 digits, back of card) (or back): «echo off»

                """)
    }

    @Test func backKeepsTheAnswersAndTheBrandDecidesTheCodesLength() async throws {
        lines.type("Grace", "4111111111111111", "12/27", "back", "back", "378282246310005", "", "123", "1234")
        lines.endInput()
        let card = try await screen.present(Self.form)
        #expect(card.number.brand == .amex)
        #expect(card.cvv == "1234")
        #expect(
            lines.transcript == """
                Payment card
                Name on card: «Grace»
                Card number (or back): «echo off»
                Visa ending 1111
                Expiry (MM/YY) (or back): «12/27»
                Security code (3 digits, back of card) (or back): «echo off»
                Expiry (MM/YY) [12/27] (or back): «back»
                Card number [Visa ending 1111] (or back): «echo off»
                American Express ending 0005
                Expiry (MM/YY) [12/27] (or back): «»
                Security code (4 digits, front of card) (or back): «echo off»
                Enter the 4-digit security code
                Security code (4 digits, front of card) (or back): «echo off»

                """)
    }

    @Test func escapeOnASecretAndTheEndOfInputCancel() async throws {
        lines.type("Ada")
        lines.escape()
        await #expect(throws: CancellationError.self) { try await screen.present(Self.form) }
        lines.type("Ada", "4111111111111111", "12/27")
        lines.endInput()
        await #expect(throws: CancellationError.self) { try await screen.present(Self.form) }
        #expect(
            lines.transcript == """
                Payment card
                Name on card: «Ada»
                Card number (or back): «echo off»
                Payment card
                Name on card: «Ada»
                Card number (or back): «echo off»
                Visa ending 1111
                Expiry (MM/YY) (or back): «12/27»
                Security code (3 digits, back of card) (or back): «end of input»

                """)
    }
}
