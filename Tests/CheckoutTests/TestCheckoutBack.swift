import Checkout
import FormWizard
import FormWizardTesting
import Testing

/// Back — a button, a menu item, Shift-Tab from a first field — shows the step before with what
/// was typed in it, is never blocked by validation, and going forward again keeps the later
/// steps' values too.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestCheckoutBack {
    @Test func backFromEveryStepShowsWhatWasTypedAndForwardAgainToo() async throws {
        let run = await CheckoutRun.at(.review)
        let review = run.term.lines
        await run.send(.character("b"))
        assertSnapshot(run.term, named: "cardForm")
        await run.send(.tab, .tab, .tab, .tab, .enter)
        assertSnapshot(run.term, named: "savedCard")
        await run.send(.end, .enter)
        assertSnapshot(run.term, named: "addressForm")
        await run.send(.backTab)
        assertSnapshot(run.term, named: "savedAddress")
        await run.send(.backTab)
        assertSnapshot(run.term, named: "outOfStock")
        await run.send(.character("b"))
        assertSnapshot(run.term, named: "cart")
        await run.send(.enter)
        assertSnapshot(run.term, named: "signIn")
        await run.send(.backTab)
        #expect(run.term.snapshot == Self.snapshot(named: "cart"), "Back to the cart again, exactly as it was")

        // Forward again: every step shows what was typed in it.
        await run.send(.enter)
        #expect(run.term.snapshot == Self.snapshot(named: "signIn"))
        await run.send(.tab, .tab, .tab, .enter)
        #expect(run.term.snapshot == Self.snapshot(named: "outOfStock"))
        await run.send(.character("r"))
        #expect(run.term.snapshot == Self.snapshot(named: "savedAddress"))
        await run.send(.enter)
        #expect(run.term.snapshot == Self.snapshot(named: "addressForm"))
        await run.send(.tab, .tab, .tab, .tab, .tab, .tab, .enter)
        #expect(run.term.snapshot == Self.snapshot(named: "savedCard"))
        await run.send(.enter)
        #expect(run.term.snapshot == Self.snapshot(named: "cardForm"))
        await run.send(.tab, .tab, .tab, .tab, .tab, .enter)
        #expect(run.term.lines == review)
        run.term.send(.enter)
        let order = try await run.result
        #expect(order.cart.lines.map(\.product.name) == ["Elegant Leather Lamp 1022"])
        #expect(order.address.description == "Grace Hopper, 1 Navy Yard, Arlington 22202, United States")
        #expect(order.card.description == "Mastercard •••• 4444, expires 09/31")
    }

    @Test func backIsNotBlockedByErrorsAndTheHalfTypedAddressComesBack() async throws {
        let run = await CheckoutRun.at(.addressForm)
        await run.type("\tABC\tunited s\n")
        assertSnapshot(run.term, named: "invalidAddress")
        await run.send(.tab, .tab, .enter)
        #expect(run.term.snapshot == Self.snapshot(named: "savedAddress"))
        await run.send(.enter)
        assertSnapshot(run.term, named: "invalidAddressAgain")
        await run.send(.tab, .tab, .tab)
        await run.send(.ctrl("u"))
        await run.type("22202\t\t\t\n")
        #expect(run.term.rows[7] == "                     ┌ Payment ───────────────────────────┐")
        await run.leave()
    }

    @Test func theCardFormKeepsWhatWasTypedWhenTheAddressIsChosenAgain() async throws {
        let run = await CheckoutRun.at(.cardForm)
        await run.send(.tab, .tab, .enter)
        await run.send(.end, .enter)
        await run.send(.backTab)
        await run.send(.up, .enter)
        #expect(run.term.snapshot == Self.snapshot(named: "savedCard"))
        await run.send(.enter)
        assertSnapshot(run.term, named: "cardFormAfterTheSavedAddress")
        await run.type("\t\t31\t737\n")
        run.term.send(.enter)
        let order = try await run.result
        #expect(order.address == DemoStore.demoAccount.savedAddress)
        #expect(order.card.description == "Mastercard •••• 4444, expires 09/31")
    }

    /// A snapshot this file recorded, to compare the screen with it once more.
    private static func snapshot(named name: String, filePath: String = #filePath) -> String {
        let path = filePath.replacingOccurrences(of: "TestCheckoutBack.swift", with: "__Snapshots__/TestCheckoutBack/")
        return (try? String(contentsOfFile: path + name + ".txt", encoding: .utf8)) ?? "(no snapshot \(name))"
    }
}
