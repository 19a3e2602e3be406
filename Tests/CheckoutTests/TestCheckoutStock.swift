import Checkout
import FormWizard
import FormWizardTesting
import Testing

/// The stock check: every line checked at once, a row each under a gauge; Esc stops them all,
/// one failing stops the others and offers Retry at once (the rows do not show it first),
/// cancelling the task stops them all and leaves nothing.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestCheckoutStock {
    /// A signed-in checkout on a `TestStore` with the first three products in the cart, waiting
    /// for their stock checks.
    private func checking() async -> (CheckoutRun, TestStore, cart: String) {
        let store = TestStore()
        let run = await CheckoutRun(store: store, signedIn: DemoStore.demoAccount)
        await run.pick(rows: [0, 1, 2])
        let cart = run.term.snapshot
        run.term.send(.enter)
        await store.until { pending, _ in pending.count == 3 }
        // A row shows "running" once its task's first report reaches the main actor, which may
        // come after the task already waits on the store (seen under the thread sanitizer).
        await eventually("the three rows show their checks running") {
            run.term.lines.filter { $0.contains("running") }.count == 3
        }
        return (run, store, cart)
    }

    /// Enter checks the three lines again; all in stock, the address step shows.
    private func checkingAgainGoesOnToTheAddress(
        _ run: CheckoutRun, _ store: TestStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        run.term.send(.enter)
        await store.until { pending, _ in pending.count == 3 }
        for id in 0..<3 { await store.answer("stock \(id)", true) }
        await run.idle()
        #expect(
            run.term.rows[7] == "    ┌ Shipping address ───────────────────────────────────────────────────┐",
            sourceLocation: sourceLocation)
    }

    /// The second line's row once its check answered, over the cart it was checked from.
    static let secondChecked = "│  [ ]│ Deluxe Glass Kettle 1001        ✓ in stock                       │.59  │"

    @Test func theRowsShowEachCheckAsItAnswers() async throws {
        let (run, store, _) = await checking()
        assertSnapshot(run.term, named: "checking")
        await store.answer("stock 1", true)
        await run.waitForRow(10, Self.secondChecked)
        assertSnapshot(run.term, named: "checkedOne")
        await store.answer("stock 0", true)
        await store.answer("stock 2", true)
        await run.idle()
        #expect(run.term.rows[7] == "    ┌ Shipping address ───────────────────────────────────────────────────┐")
        await run.leave()
    }

    @Test func cancellingTheTaskStopsEveryCheckAndLeavesNothing() async throws {
        let (run, store, _) = await checking()
        await store.answer("stock 1", true)
        await run.waitForRow(10, Self.secondChecked)
        run.order.cancel()
        await #expect(throws: CancellationError.self) { try await run.result }
        #expect(
            await store.log.sorted() == ["cancelled stock 0", "cancelled stock 2", "stock 0", "stock 1", "stock 2"])
        #expect(await store.pending == [])
        #expect(run.screen.presentationCount == 0)
        #expect(run.term.rows.allSatisfy { $0.isEmpty }, "the gauge is gone")
    }

    @Test func escapeOnTheGaugeStopsEveryCheckAndShowsTheCartAgain() async throws {
        let (run, store, cart) = await checking()
        await run.send(.escape)
        #expect(run.term.snapshot == cart)
        #expect(
            await store.log.sorted() == [
                "cancelled stock 0", "cancelled stock 1", "cancelled stock 2", "stock 0", "stock 1", "stock 2",
            ])
        await checkingAgainGoesOnToTheAddress(run, store)
        await run.leave()
    }

    @Test func oneFailingCheckStopsTheOthersAndRetryChecksAgain() async throws {
        let (run, store, _) = await checking()
        await store.answer(
            "stock 2", with: .failure(SubmitError.failed("The store did not answer (stock). Try again?")))
        await run.idle()
        assertSnapshot(run.term, named: "retry")
        #expect(
            await store.log.sorted() == ["cancelled stock 0", "cancelled stock 1", "stock 0", "stock 1", "stock 2"])
        await checkingAgainGoesOnToTheAddress(run, store)
        await run.leave()
    }

    @Test func cancelAfterAFailedCheckShowsTheCartAgain() async throws {
        let (run, store, cart) = await checking()
        await store.answer(
            "stock 0", with: .failure(SubmitError.failed("The store did not answer (stock). Try again?")))
        await run.idle()
        await run.send(.character("c"))
        #expect(run.term.snapshot == cart)
        #expect(await store.pending == [])
        await run.leave()
    }

    @Test func theDemoStoreFailingStockAsksRetryEveryTime() async throws {
        let store = DemoStore(latency: .zero, failing: [.stock])
        let run = await CheckoutRun(store: store, signedIn: DemoStore.demoAccount)
        await run.pick(rows: [0, 1])
        let cart = run.term.snapshot
        await run.send(.enter)
        assertSnapshot(run.term, named: "demoRetry")
        let retry = run.term.snapshot
        await run.send(.enter)
        #expect(run.term.snapshot == retry, "Retry failed again")
        await run.send(.escape)
        #expect(run.term.snapshot == cart)
        #expect(await store.log.filter { $0.hasPrefix("stock") }.count == 4)
        await run.leave()
    }
}
