import Checkout
import FormWizard
import FormWizardTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestCheckoutFlow {
    let catalog = Catalog.demo(count: 10_000)

    @Test func happyPathSignsInChecksStockAndPlacesTheOrder() async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term, clock: TestClock())
        let store = DemoStore(latency: .zero)
        let checkout = Checkout(catalog: catalog, store: store)
        let order = Task { try await checkout.prepareOrder(on: screen) }
        await screen.idle()
        term.send(.character(" "), .down, .character(" "), .character("+"), .enter)
        await screen.idle()
        assertSnapshot(term, named: "login")
        term.type("demo@example.com\tswift\n")
        await screen.idle()
        assertSnapshot(term, named: "address")
        term.send(.enter)
        await screen.idle()
        assertSnapshot(term, named: "payment")
        term.send(.enter)
        await screen.idle()
        assertSnapshot(term, named: "review")
        term.send(.enter)
        let placed = try await order.value
        #expect(placed.cart.lines.map(\.quantity) == [1, 2])
        #expect(placed.address == DemoStore.demoAccount.savedAddress)
        #expect(placed.json.text.contains("\"last4\":\"4242\""))
    }
}
