import Checkout
import FormWizard
import FormWizardTesting
import Testing

/// Cancelling the checkout's task (Ctrl-C) anywhere ends it with `CancellationError` and leaves
/// nothing: no dialog, no question, no call in flight.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestCheckoutCancel {
    /// Cancels the checkout and checks that it ended and left nothing on the screen.
    private func cancel(_ run: CheckoutRun, sourceLocation: SourceLocation = #_sourceLocation) async {
        run.order.cancel()
        await #expect(throws: CancellationError.self, sourceLocation: sourceLocation) { try await run.result }
        #expect(run.screen.presentationCount == 0, sourceLocation: sourceLocation)
        #expect(run.term.rows.allSatisfy { $0.isEmpty }, sourceLocation: sourceLocation)
    }

    @Test(arguments: Step.allCases) func atEveryStep(step: Step) async {
        let run = await CheckoutRun.at(step)
        await cancel(run)
    }

    @Test func whileTheCartWaitsToSearch() async {
        let run = await CheckoutRun(store: DemoStore(latency: .zero))
        await run.type("lam")
        #expect(run.term.rows[1] == "│ Search: lam                                                       searching… │")
        await cancel(run)
    }

    @Test func underTheLeaveQuestion() async {
        let run = await CheckoutRun.at(.addressForm)
        await run.send(.escape)
        await cancel(run)
    }

    @Test func underTheRetryQuestion() async {
        let run = await CheckoutRun(
            store: DemoStore(latency: .zero, failing: [.stock]), signedIn: DemoStore.demoAccount)
        await run.checkOut(first: 1)
        #expect(run.term.rows[9] == "│  [ ]  Rustic G┌ The stock check failed ──────────────────────┐      $325.34  │")
        await cancel(run)
    }
}
