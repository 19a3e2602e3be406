import Checkout
import FormWizard
import FormWizardTesting
import Testing

/// Products whose id ends in 7 are out of stock in the demo store: the checkout asks to remove
/// them, go back to the cart, or cancel; when nothing would be left, only the last two.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestCheckoutOutOfStock {
    /// A signed-in checkout on the demo store with Rustic Granite Speaker 1006 and Portable
    /// Cotton Bottle 1007 (out of stock) in the cart, asking what to do; and the cart as it was.
    private func outOfStock() async -> (CheckoutRun, cart: String) {
        let run = await CheckoutRun(store: DemoStore(latency: .zero), signedIn: DemoStore.demoAccount)
        await run.pick(rows: [6, 7])
        let cart = run.term.snapshot
        await run.send(.enter)
        return (run, cart)
    }

    @Test func removeThemGoesOnWithTheRest() async throws {
        let (run, _) = await outOfStock()
        assertSnapshot(run.term, named: "question")
        await run.send(.enter)
        await run.send(.enter)
        await run.send(.enter)
        assertSnapshot(run.term, named: "review")
        run.term.send(.enter)
        let order = try await run.result
        #expect(order.cart.lines.map(\.product.name) == ["Rustic Granite Speaker 1006"])
        #expect(order.total == Money(cents: 32534))
    }

    @Test func backToCartShowsTheCartAsItWas() async throws {
        let (run, cart) = await outOfStock()
        await run.send(.character("b"))
        #expect(run.term.snapshot == cart)
        await run.send(.character(" "), .enter)
        #expect(run.term.rows[7] == "    ┌ Shipping address ───────────────────────────────────────────────────┐")
        await run.leave()
    }

    @Test func cancelCheckoutEndsIt() async throws {
        let (run, _) = await outOfStock()
        run.term.send(.character("c"))
        await #expect(throws: CancellationError.self) { try await run.result }
        #expect(run.screen.presentationCount == 0)
    }

    @Test func whenNothingWouldBeLeftOnlyBackAndCancelAreOffered() async throws {
        let run = await CheckoutRun(store: DemoStore(latency: .zero), signedIn: DemoStore.demoAccount)
        await run.search("bottle")
        await run.pick(rows: [0, 12])
        let cart = run.term.snapshot
        await run.send(.enter)
        assertSnapshot(run.term, named: "nothingLeft")
        await run.send(.character("r"))
        #expect(run.term.snapshot == Self.snapshotText(run.term, named: "nothingLeft"), "no Remove them")
        await run.send(.enter)
        #expect(run.term.snapshot == cart)
        await run.leave()
    }

    /// A snapshot this file recorded, to compare the screen with it once more.
    private static func snapshotText(
        _ term: VirtualTerminal, named name: String, filePath: String = #filePath
    ) -> String {
        let file = filePath.replacingOccurrences(
            of: "TestCheckoutOutOfStock.swift", with: "__Snapshots__/TestCheckoutOutOfStock/\(name).txt")
        return (try? String(contentsOfFile: file, encoding: .utf8)) ?? "(no snapshot \(name))"
    }
}
