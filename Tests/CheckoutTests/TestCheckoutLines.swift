import Checkout
import FormWizard
import FormWizardTesting
import Testing

/// The checkout on a screen in line mode (`Screen(lines:)`): the cart searched by words, the
/// sign-in, address and payment forms asked field by field, the choices numbered.
///
/// Input ends after the answers: a question a test does not expect fails it instead of waiting.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestCheckoutLines {
    let lines = VirtualLineTerminal()
    let screen: Screen

    init() {
        screen = Screen(lines: lines)
    }

    @Test func theCartIsFilledBySearchingAndChoosingByNumber() async throws {
        let search = ProductSearch(demoCatalog)
        lines.type("", "lamp 1022", "x", "1", "100", "2", "zzzz", "lamp 1022", "1", "0", "linen lamp 1009", "1", "", "")
        lines.endInput()
        let cart = try await screen.present(CartDialog(catalog: demoCatalog, search: search))
        #expect(cart.lines.map(\.quantity) == [1])
        #expect(cart.lines.map(\.product.name) == ["Vintage Linen Lamp 1009"])
        #expect(
            lines.transcript == """
                Cart: empty
                Search products (empty to check out): «»
                Add a product first
                Search products (empty to check out): «lamp 1022»
                1 found:
                  1) Elegant Leather Lamp 1022 — $213.78
                Add which (a number, empty for none): «x»
                Type a number from 1 to 1, or nothing.
                Add which (a number, empty for none): «1»
                Quantity [1]: «100»
                Type a number from 0 to 99.
                Quantity [1]: «2»
                Cart: 2 × Elegant Leather Lamp 1022; total $427.56
                Search products (empty to check out): «zzzz»
                Nothing matches “zzzz”.
                Search products (empty to check out): «lamp 1022»
                1 found:
                  1) Elegant Leather Lamp 1022 — $213.78 (2 in the cart)
                Add which (a number, empty for none): «1»
                Quantity [2]: «0»
                Cart: empty
                Search products (empty to check out): «linen lamp 1009»
                1 found:
                  1) Vintage Linen Lamp 1009 — $331.61
                Add which (a number, empty for none): «1»
                Quantity [1]: «»
                Cart: 1 × Vintage Linen Lamp 1009; total $331.61
                Search products (empty to check out): «»

                """)
    }
}

extension TestCheckoutLines {
    /// The stock check is a task progress: its line form says each product's state.
    @Test func theWholeCheckoutRunsAsLines() async throws {
        let checkout = Checkout(catalog: demoCatalog, store: DemoStore(latency: .zero))
        lines.type("linen lamp 1009", "1", "", "")
        lines.type("demo@example.com", "wrong", "", "swift")
        lines.type("2", "Grace Hopper", "1 Navy Yard", "Arlington", "22202", "united states")
        lines.type("back", "", "", "", "", "")
        lines.type("2", "Grace Hopper", "4111111111111111", "12/30", "123", "1")
        lines.endInput()
        let order = try await checkout.prepareOrder(on: screen)
        #expect(order.address.country.code == "US")
        #expect(order.card.description == "Visa •••• 1111, expires 12/30")
        #expect(order.authorization == "AUTH-1111-33161")
        #expect(
            lines.transcript == """
                Cart: empty
                Search products (empty to check out): «linen lamp 1009»
                1 found:
                  1) Vintage Linen Lamp 1009 — $331.61
                Add which (a number, empty for none): «1»
                Quantity [1]: «»
                Cart: 1 × Vintage Linen Lamp 1009; total $331.61
                Search products (empty to check out): «»
                Sign in
                Demo account: demo@example.com / swift
                E-mail (or back): «demo@example.com»
                Password (or back): «echo off»
                Signing in…
                Wrong e-mail or password
                Sign in
                Demo account: demo@example.com / swift
                E-mail [demo@example.com] (or back): «»
                Password (or back): «echo off»
                Signing in…
                Stock: Checking stock
                Vintage Linen Lamp 1009: running
                Vintage Linen Lamp 1009: running: in stock
                Vintage Linen Lamp 1009: done: in stock
                1 of 1 done
                Shipping address
                Your saved address:
                Ada Lovelace, 12 St James's Square, London SW1Y 4JH, United Kingdom
                  1) Ship to the saved address
                  2) Use another address
                Choose [1] (or back): «2»
                Shipping address
                Name (or back): «Grace Hopper»
                Street (or back): «1 Navy Yard»
                City (or back): «Arlington»
                Postal code (or back): «22202»
                Country (type to search) (or back): «united states»
                Chosen: United States — US
                Payment
                Your saved card:
                Visa •••• 4242, expires 12/30
                  1) Pay with the saved card
                  2) Use another card
                Choose [1] (or back): «back»
                Shipping address
                Name [Grace Hopper] (or back): «»
                Street [1 Navy Yard] (or back): «»
                City [Arlington] (or back): «»
                Postal code [22202] (or back): «»
                Country (type to search) [United States — US] (or back): «»
                Payment
                Your saved card:
                Visa •••• 4242, expires 12/30
                  1) Pay with the saved card
                  2) Use another card
                Choose [1] (or back): «2»
                Payment
                Name on card (or back): «Grace Hopper»
                Card number (or back): «echo off»
                Visa ending 1111
                Expiry (MM/YY) (or back): «12/30»
                Security code (3 digits, back of card) (or back): «echo off»
                Review your order
                1 × Vintage Linen Lamp 1009  $331.61

                Ship to: Grace Hopper, 1 Navy Yard, Arlington 22202, United States
                Pay with: Visa •••• 1111, expires 12/30
                Total: $331.61
                  1) Place order
                  2) Back
                  3) Cancel
                Choose [1] (or back): «1»
                Placing your order…

                """)
    }
}
