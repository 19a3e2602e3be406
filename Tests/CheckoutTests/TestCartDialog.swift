import Checkout
import FormWizard
import FormWizardTesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestCartDialog {
    let catalog = Catalog.demo(count: 10_000)

    @Test func typingSearchesAfterAPauseAndSpaceAddsToTheCart() async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let clock = TestClock()
        let screen = Screen(terminal: term, clock: clock)
        let cart = Task { try await screen.present(CartDialog(catalog: catalog, search: ProductSearch(catalog))) }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "catalog")
        term.type("lamp")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "searching")
        clock.advance(by: .milliseconds(250))
        await screen.waitUntilIdle()
        term.send(.down, .character(" "), .down, .character(" "), .character("+"), .character("+"))
        assertSnapshot(term, named: "searched")
        term.send(.enter)
        let chosen = try await cart.value
        #expect(chosen.lines.map(\.quantity) == [1, 3])
        #expect(chosen.lines.allSatisfy { $0.product.name.contains("Lamp") })
    }
}
