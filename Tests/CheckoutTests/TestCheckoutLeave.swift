import Checkout
import FormWizard
import FormWizardTesting
import Testing

/// Esc on every step asks "Leave checkout?": Leave ends it, Stay (or Esc on the question) shows
/// the step exactly as it was — what was typed, the cursor and the focus.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestCheckoutLeave {
    @Test(arguments: Step.allCases) func escapeAsksAndStayShowsTheStepAsItWas(step: Step) async throws {
        let run = await CheckoutRun.at(step)
        let before = run.term.snapshot
        await run.send(.escape)
        assertSnapshot(run.term, named: "\(step).leave")
        await run.send(.escape)
        #expect(run.term.snapshot == before, "Esc on the question stays")
        await run.send(.escape)
        await run.send(.enter)
        #expect(run.term.snapshot == before, "Stay, the preferred answer")
        await run.send(.escape)
        run.term.send(.left, .enter)
        await #expect(throws: CancellationError.self) { try await run.result }
        #expect(run.screen.presentationCount == 0)
        #expect(run.term.lines.allSatisfy { $0.trimmingTrailingSpaces().isEmpty })
    }

    @Test func afterStayingTheStepGoesOnWithWhatWasTyped() async throws {
        let run = await CheckoutRun.at(.addressForm)
        await run.send(.escape)
        await run.send(.escape)
        run.term.send(Step.addressForm.finish)
        await run.idle()
        await run.finish(.savedCard, .cardForm)
        run.term.send(.enter)
        let order = try await run.result
        #expect(order.address.description == "Grace Hopper, 1 Navy Yard, Arlington 22202, United States")
        #expect(order.cart.lines.map(\.product.name) == ["Elegant Leather Lamp 1022"])
    }
}
