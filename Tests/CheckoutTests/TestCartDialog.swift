import Checkout
import FormWizardTesting
import Testing

@testable import FormWizard

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

    /// The cart's list moves as every list does (`ListCursor`, `TestListKeys`): ↑ on the first
    /// product stays, End goes to the last, ↓ there stays; Space then adds the product under the
    /// cursor, so the cart tells which one it was.
    @Test func theListStopsAtItsEndsAsEveryList() async throws {
        let small = Catalog.demo(count: 40)
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term, clock: TestClock())
        let cart = Task { try await screen.present(CartDialog(catalog: small, search: ProductSearch(small))) }
        await screen.waitUntilIdle()
        term.send(.up, .character(" "), .end, .down, .character(" "), .home, .up, .down, .character(" "), .enter)
        let chosen = try await cart.value
        #expect(chosen.lines.map(\.product.name) == [0, 39, 1].map { small.products[$0].name })
    }

    /// Moving in the list draws only what changed (`Redrawing`): after every key the terminal
    /// shows what drawing the cart afresh shows, the search field's cursor included, in the
    /// whole catalog and in a search's matches, with products in the cart.
    @Test(arguments: [Size(columns: 80, rows: 24), Size(columns: 130, rows: 45), Size(columns: 30, rows: 8)])
    func movingInTheListShowsWhatDrawingItAfreshShows(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let clock = TestClock()
        let screen = Screen(terminal: term, clock: clock)
        let cart = Task { try await screen.present(CartDialog(catalog: catalog, search: ProductSearch(catalog))) }
        await screen.waitUntilIdle()
        let keys: [Key] = [.down, .down, .down, .up, .pageDown, .pageUp, .end, .home, .character(" "), .character("+")]
        for round in 0..<2 {
            for index in 0..<120 {
                term.send(keys[(index * 7 + index / 5) % keys.count])
                await screen.waitUntilIdle()
                guard screen.expectDrawnAfresh(on: term) else {
                    Issue.record("round \(round), key \(index)")
                    break
                }
            }
            term.type("lamp")
            clock.advance(by: .milliseconds(250))
            await screen.waitUntilIdle()
        }
        // Most keys were redrawn, not drawn afresh (Space and + change the cart: afresh).
        #expect(screen.compositor.retainedFrames > 150)
        cart.cancel()
        _ = try? await cart.value
    }
}
