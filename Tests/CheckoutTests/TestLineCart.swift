import Checkout
import FormWizard
import FormWizardTesting
import Testing

/// The cart in line mode: a search, products numbered, a quantity asked, Done.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestLineCart {
    let catalog = Catalog.demo(count: 20)
    let lines = VirtualLineTerminal()
    let screen: Screen

    init() {
        screen = Screen(lines: lines)
    }

    @Test func searchesAddsWithAQuantityAndIsDone() async throws {
        lines.type("lamp", "1", "2", "x", "3", "1")
        let cart = try await screen.present(CartDialog(catalog: catalog, search: ProductSearch(catalog)))
        #expect(cart.itemCount == 3)
        #expect(
            lines.transcript == """
                Search products (empty for all): «lamp»
                1 match "lamp":
                  1) Done: empty
                  2) Vintage Linen Lamp 1009 — $331.61
                Choose a number, or type a new search: «1»
                Add a product first.
                1 match "lamp":
                  1) Done: empty
                  2) Vintage Linen Lamp 1009 — $331.61
                Choose a number, or type a new search: «2»
                Quantity of Vintage Linen Lamp 1009 [1]: «x»
                Type a number from 0 to 99
                Quantity of Vintage Linen Lamp 1009 [1]: «3»
                Cart: 3 items, $994.83.
                1 match "lamp":
                  1) Done: 3 items, $994.83
                  2) Vintage Linen Lamp 1009 — $331.61, 3 in the cart
                Choose a number, or type a new search: «1»

                """)
    }

    @Test func escapeAndTheEndOfInputCancel() async throws {
        lines.escape()
        await #expect(throws: CancellationError.self) {
            try await screen.present(CartDialog(catalog: catalog, search: ProductSearch(catalog)))
        }
        lines.type("")
        lines.endInput()
        await #expect(throws: CancellationError.self) {
            try await screen.present(CartDialog(catalog: catalog, search: ProductSearch(catalog)))
        }
        #expect(
            lines.transcript == """
                Search products (empty for all): «Esc»
                Search products (empty for all): «»
                20 products; the first 15:
                  1) Done: empty
                  2) Compact Glass Headphones 1000 — $468.28
                  3) Deluxe Glass Kettle 1001 — $450.61
                  4) Durable Leather Desk 1002 — $16.09
                  5) Portable Wooden Chair 1003 — $426.79
                  6) Deluxe Glass Mug 1004 — $127.62
                  7) Durable Linen Bicycle Bell 1005 — $42.14
                  8) Rustic Granite Speaker 1006 — $325.34
                  9) Portable Cotton Bottle 1007 — $65.59
                  10) Deluxe Wooden Desk 1008 — $166.86
                  11) Vintage Linen Lamp 1009 — $331.61
                  12) Classic Copper Teapot 1010 — $496.63
                  13) Heavy-duty Linen Notebook 1011 — $369.72
                  14) Sleek Leather Backpack 1012 — $416.57
                  15) Compact Cotton Scarf 1013 — $49.88
                  16) Elegant Glass Teapot 1014 — $170.39
                Choose a number, or type a new search: «end of input»

                """)
    }
}
