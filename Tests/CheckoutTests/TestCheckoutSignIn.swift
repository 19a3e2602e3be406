import Checkout
import FormWizard
import FormWizardTesting
import Testing

/// Signing in: a spinner while the store checks, a wrong password shown in the form with what
/// was typed kept, Esc stopping the call, Retry when the store does not answer.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestCheckoutSignIn {
    /// A checkout on a `TestStore` with one product in the cart, at the sign-in form with the
    /// demo e-mail and `password` typed; and the form as it looks then.
    private func typed(password: String) async -> (CheckoutRun, TestStore, form: String) {
        let store = TestStore()
        let run = await CheckoutRun(store: store)
        await run.checkOut(first: 1)
        await run.type("demo@example.com\t\(password)")
        return (run, store, run.term.snapshot)
    }

    private nonisolated static let signIn = "signIn demo@example.com"

    /// The store signs in the demo account and finds the cart in stock: the address step shows.
    private func signedInGoesOnToTheAddress(
        _ run: CheckoutRun, _ store: TestStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await store.until { pending, _ in pending == [Self.signIn] }
        await store.answer(Self.signIn, DemoStore.demoAccount)
        await store.until { pending, _ in pending == ["stock 0"] }
        await store.answer("stock 0", true)
        await run.idle()
        #expect(
            run.term.rows[7] == "    ┌ Shipping address ───────────────────────────────────────────────────┐",
            sourceLocation: sourceLocation)
    }

    @Test func aWrongPasswordShowsInTheFormWithWhatWasTypedThenAGoodOneGoesOn() async throws {
        let (run, store, _) = await typed(password: "swfit")
        run.term.send(.enter)
        await store.until { pending, _ in pending == [Self.signIn] }
        assertSnapshot(run.term, named: "signingIn")
        await store.answer(Self.signIn, with: .failure(SubmitError.invalid("Wrong e-mail or password")))
        await run.idle()
        assertSnapshot(run.term, named: "wrongPassword")
        run.term.send(.ctrl("u"))
        run.term.type("swift\n")
        await signedInGoesOnToTheAddress(run, store)
        #expect(await store.log == [Self.signIn, Self.signIn, "stock 0"])
        await run.leave()
    }

    @Test func escapeWhileSigningInStopsTheCallAndTheFormIsAsItWas() async throws {
        let (run, store, form) = await typed(password: "swift")
        run.term.send(.enter)
        await store.until { pending, _ in pending == [Self.signIn] }
        await run.send(.escape)
        #expect(run.term.snapshot == form)
        #expect(await store.log == [Self.signIn, "cancelled \(Self.signIn)"])
        run.term.send(.enter)
        await signedInGoesOnToTheAddress(run, store)
        await run.leave()
    }

    @Test func cancellingTheTaskWhileSigningInStopsTheCall() async throws {
        let (run, store, _) = await typed(password: "swift")
        run.term.send(.enter)
        await store.until { pending, _ in pending == [Self.signIn] }
        run.order.cancel()
        await #expect(throws: CancellationError.self) { try await run.result }
        await store.until { _, log in log.count == 2 }
        #expect(await store.log == [Self.signIn, "cancelled \(Self.signIn)"])
        #expect(await store.pending == [])
        #expect(run.screen.presentationCount == 0)
        #expect(run.term.rows.allSatisfy { $0.isEmpty })
    }

    @Test func whenTheStoreDoesNotAnswerRetrySignsIn() async throws {
        let (run, store, form) = await typed(password: "swift")
        run.term.send(.enter)
        await store.until { pending, _ in pending == [Self.signIn] }
        await store.answer(
            Self.signIn, with: .failure(SubmitError.failed("The store did not answer (login). Try again?")))
        await run.idle()
        assertSnapshot(run.term, named: "retry")
        await run.send(.character("c"))
        #expect(run.term.snapshot == form, "Cancel goes back to the form as it was")
        run.term.send(.enter)
        await store.until { pending, _ in pending == [Self.signIn] }
        await store.answer(
            Self.signIn, with: .failure(SubmitError.failed("The store did not answer (login). Try again?")))
        await run.idle()
        run.term.send(.enter)
        await signedInGoesOnToTheAddress(run, store)
        await run.leave()
    }
}
