import Checkout
import FormWizard
import FormWizardTesting
import Testing

/// Placing the order authorises the payment under a spinner: Esc stops it and shows the review
/// again, a failure offers Retry, cancelling the task stops the call.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestCheckoutPayment {
    private nonisolated static let authorize = "authorize $468.28"

    /// A signed-in checkout on a `TestStore` with one product, at the review; and the review.
    private func reviewing() async -> (CheckoutRun, TestStore, review: String) {
        let store = TestStore()
        let run = await CheckoutRun(store: store, signedIn: DemoStore.demoAccount)
        await run.pick(rows: [0])
        run.term.send(.enter)
        await store.until { pending, _ in pending == ["stock 0"] }
        await store.answer("stock 0", true)
        await run.idle()
        await run.send(.enter)
        await run.send(.enter)
        return (run, store, run.term.snapshot)
    }

    @Test func placingTheOrderAuthorisesThePaymentUnderASpinner() async throws {
        let (run, store, _) = await reviewing()
        run.term.send(.enter)
        await store.until { pending, _ in pending == [Self.authorize] }
        assertSnapshot(run.term, named: "placing")
        await store.answer(Self.authorize, "AUTH-1")
        let order = try await run.result
        #expect(order.authorization == "AUTH-1")
        #expect(order.json.text.hasSuffix(#""total":"$468.28","authorization":"AUTH-1"}"#))
        #expect(run.term.rows.allSatisfy { $0.isEmpty })
    }

    @Test func escapeOnTheSpinnerStopsThePaymentAndShowsTheReviewAgain() async throws {
        let (run, store, review) = await reviewing()
        run.term.send(.enter)
        await store.until { pending, _ in pending == [Self.authorize] }
        await run.send(.escape)
        #expect(run.term.snapshot == review)
        #expect(await store.log == ["stock 0", Self.authorize, "cancelled \(Self.authorize)"])
        run.term.send(.enter)
        await store.until { pending, _ in pending == [Self.authorize] }
        await store.answer(Self.authorize, "AUTH-2")
        #expect(try await run.result.authorization == "AUTH-2")
    }

    @Test func aFailedPaymentOffersRetryAndCancelShowsTheReviewAgain() async throws {
        let (run, store, review) = await reviewing()
        run.term.send(.enter)
        await store.until { pending, _ in pending == [Self.authorize] }
        let failure = SubmitError.failed("The store did not answer (payment). Try again?")
        await store.answer(Self.authorize, with: .failure(failure))
        await run.idle()
        assertSnapshot(run.term, named: "retry")
        await run.send(.character("c"))
        #expect(run.term.snapshot == review)
        run.term.send(.enter)
        await store.until { pending, _ in pending == [Self.authorize] }
        await store.answer(Self.authorize, with: .failure(failure))
        await run.idle()
        run.term.send(.enter)
        await store.until { pending, _ in pending == [Self.authorize] }
        await store.answer(Self.authorize, "AUTH-3")
        #expect(try await run.result.authorization == "AUTH-3")
        #expect(await store.log.filter { $0 == Self.authorize }.count == 3)
    }

    @Test func cancellingTheTaskWhilePayingStopsTheCall() async throws {
        let (run, store, _) = await reviewing()
        run.term.send(.enter)
        await store.until { pending, _ in pending == [Self.authorize] }
        run.order.cancel()
        await #expect(throws: CancellationError.self) { try await run.result }
        await store.until { _, log in log.last == "cancelled \(Self.authorize)" }
        #expect(await store.pending == [])
        #expect(run.screen.presentationCount == 0)
        #expect(run.term.rows.allSatisfy { $0.isEmpty })
    }
}
