import Checkout
import FormWizard
import FormWizardTesting
import Testing

/// A resize lays every step out again for the new size and keeps its state: what was typed,
/// the cursor, the focus, a check in flight.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestCheckoutResize {
    @Test(arguments: Step.allCases) func aResizeKeepsTheStepAsItWas(step: Step) async throws {
        let run = await CheckoutRun.at(step)
        let before = run.term.snapshot
        run.term.resize(columns: 50, rows: 16)
        await run.idle()
        assertSnapshot(run.term, named: "\(step).50x16")
        run.term.resize(columns: 24, rows: 8)
        await run.idle()
        assertSnapshot(run.term, named: "\(step).24x8")
        run.term.resize(columns: 80, rows: 24)
        await run.idle()
        #expect(run.term.snapshot == before)
        await run.leave()
    }

    @Test func theCheckoutGoesOnAtTheNewSize() async throws {
        let run = await CheckoutRun.at(.addressForm)
        run.term.resize(columns: 50, rows: 16)
        await run.idle()
        run.term.send(Step.addressForm.finish)
        await run.idle()
        await run.finish(.savedCard, .cardForm)
        assertSnapshot(run.term, named: "goingOn.review.50x16")
        run.term.send(.enter)
        let order = try await run.result
        #expect(order.address.description == "Grace Hopper, 1 Navy Yard, Arlington 22202, United States")
        #expect(order.card.description == "Mastercard •••• 4444, expires 09/31")
    }

    @Test func aResizeWhileCheckingStockKeepsTheRowsAndTheChecks() async throws {
        let store = TestStore()
        let run = await CheckoutRun(store: store, signedIn: DemoStore.demoAccount)
        await run.pick(rows: [0, 1, 2])
        run.term.send(.enter)
        await store.until { pending, _ in pending.count == 3 }
        await store.answer("stock 0", true)
        await run.waitForRow(9, "│  [ ]│ Compact Glass Headphones 1000   ✓ in stock                       │.34  │")
        run.term.resize(columns: 50, rows: 16)
        assertSnapshot(run.term, named: "stockRows.50x16")
        await store.answer("stock 1", true)
        await store.answer("stock 2", true)
        await run.idle()
        #expect(run.term.rows[2] == "  ┌ Shipping address ──────────────────────────┐")
        #expect(await store.log.filter { $0.hasPrefix("cancelled") } == [])
        await run.leave()
    }

    @Test func aResizeUnderTheLeaveQuestionKeepsBoth() async throws {
        let run = await CheckoutRun.at(.cardForm)
        let before = run.term.snapshot
        await run.send(.escape)
        run.term.resize(columns: 50, rows: 16)
        await run.idle()
        assertSnapshot(run.term, named: "leave.50x16")
        run.term.resize(columns: 80, rows: 24)
        await run.send(.escape)
        #expect(run.term.snapshot == before)
        await run.leave()
    }
}
