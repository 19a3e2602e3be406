import FormWizard
import FormWizardTesting
import Testing

private struct Signup: Sendable, Equatable {
    var email = ""
    var name = ""
}

private struct ServiceDown: Error, CustomStringConvertible {
    var description: String { "the service is down" }
}

/// A sign-up form whose e-mail field asks `service` whether the address is free, 300 ms after
/// the last key.
private func signup(_ service: ControlledService) -> Form<Signup> {
    Form(
        "Sign up", value: Signup(),
        fields: [
            .text(
                "E-mail", \.email, validate: .required().and(.email()),
                check: { try await service.ask($0) }),
            .text("Name", \.name),
        ])
}

@MainActor
struct TestAsyncValidation {
    let service = ControlledService()

    @Test(arguments: [Size(columns: 80, rows: 24), Size(columns: 40, rows: 12)])
    func pendingThenTheServiceAnswerUnderTheInput(size: Size) async throws {
        let form = await PresentedDialog(signup(service), size: size)
        await form.type("taken@example.com")
        assertSnapshot(form.term, named: "pending.\(size)")
        form.clock.advance(by: .milliseconds(300))
        await eventually("the service is asked") { service.asked == ["taken@example.com"] }
        service.answer("taken@example.com", with: .success("This e-mail has an account; sign in instead"))
        await form.screen.waitUntilIdle()
        assertSnapshot(form.term, named: "error.\(size)")
        await form.close()
    }

    @Test func typingDuringTheDebounceAsksOnlyForTheLastValue() async throws {
        let form = await PresentedDialog(signup(service))
        await form.type("ada@example.co")
        form.clock.advance(by: .milliseconds(200))
        await form.type("m")
        form.clock.advance(by: .milliseconds(200))
        await form.screen.waitUntilIdle()
        #expect(service.asked == [])
        form.clock.advance(by: .milliseconds(100))
        await eventually("the service is asked") { service.asked == ["ada@example.com"] }
        service.answer("ada@example.com", with: .success(nil))
        await form.screen.waitUntilIdle()
        #expect(
            form.term.rows[9...11] == [
                "                  │ E-mail  ada@example.com                  │",
                "                  │ Name                                     │",
                "                  │                                          │",
            ])
        await form.close()
    }

    @Test func anEditCancelsTheCheckInFlightAndItsAnswerChangesNothing() async throws {
        let form = await PresentedDialog(signup(service))
        await form.type("ada@example.com")
        form.clock.advance(by: .milliseconds(300))
        await eventually("the service is asked") { service.asked == ["ada@example.com"] }
        await form.send(.backspace)
        #expect(service.wasCancelled("ada@example.com"))
        service.answer("ada@example.com", with: .success("Taken"))
        await form.screen.waitUntilIdle()
        assertSnapshot(form.term, named: "checkingTheNewValue")
        form.clock.advance(by: .milliseconds(300))
        await eventually("the new value is asked") { service.asked == ["ada@example.com", "ada@example.co"] }
        service.answer("ada@example.co", with: .success(nil))
        await form.screen.waitUntilIdle()
        await form.send(.tab)
        await form.type("Ada\n")
        #expect(try await form.value == Signup(email: "ada@example.co", name: "Ada"))
    }

    @Test func closingWhileACheckRunsCancelsItAndLeavesNothingBehind() async throws {
        let form = await PresentedDialog(signup(service))
        await form.type("ada@example.com")
        form.clock.advance(by: .milliseconds(300))
        await eventually("the service is asked") { service.asked == ["ada@example.com"] }
        form.term.send(.escape)
        await #expect(throws: CancellationError.self) { try await form.value }
        await eventually("the check is cancelled") { service.wasCancelled("ada@example.com") }
        service.answer("ada@example.com", with: .success("Taken"))
        #expect(form.term.rows == Array(repeating: "", count: 24))
        #expect(form.clock.sleeperCount == 0)
    }

    @Test func closingDuringTheDebounceNeverAsks() async throws {
        let form = await PresentedDialog(signup(service))
        await form.type("ada@example.com")
        #expect(form.clock.sleeperCount == 1)
        form.term.send(.escape)
        await #expect(throws: CancellationError.self) { try await form.value }
        await eventually("the debounce is cancelled") { form.clock.sleeperCount == 0 }
        form.clock.advance(by: .seconds(1))
        #expect(service.asked == [])
    }

    @Test func submitWaitsForTheCheckWithoutTheDebounceThenSubmits() async throws {
        let form = await PresentedDialog(signup(service))
        await form.type("ada@example.com\tAda")
        form.term.send(.enter)
        await eventually("the service is asked at once") { service.asked == ["ada@example.com"] }
        assertSnapshot(form.term, named: "submitWaits")
        service.answer("ada@example.com", with: .success(nil))
        #expect(try await form.value == Signup(email: "ada@example.com", name: "Ada"))
    }

    @Test func submitWaitsForTheCheckThenFocusesTheFieldItFailed() async throws {
        let form = await PresentedDialog(signup(service))
        await form.type("taken@example.com\tAda")
        form.term.send(.enter)
        await eventually("the service is asked") { service.asked == ["taken@example.com"] }
        service.answer("taken@example.com", with: .success("Taken"))
        await form.screen.waitUntilIdle()
        assertSnapshot(form.term, named: "submitFocusesTheFailedField")
        await form.send(.ctrl("u"))
        await form.type("free@example.com")
        form.clock.advance(by: .milliseconds(300))
        await eventually("the new address is asked") { service.asked.last == "free@example.com" }
        service.answer("free@example.com", with: .success(nil))
        await form.screen.waitUntilIdle()
        await form.send(.enter, .enter)
        #expect(try await form.value == Signup(email: "free@example.com", name: "Ada"))
    }

    @Test func aServiceErrorShowsAndSubmitAsksAgain() async throws {
        let form = await PresentedDialog(signup(service))
        await form.type("ada@example.com")
        form.clock.advance(by: .milliseconds(300))
        await eventually("the service is asked") { service.asked.count == 1 }
        service.answer("ada@example.com", with: .failure(ServiceDown()))
        await form.screen.waitUntilIdle()
        #expect(
            form.term.rows[8...11] == [
                "                  │ E-mail  ada@example.com                  │",
                "                  │         Could not check: the service is  │",
                "                  │         down                             │",
                "                  │ Name                                     │",
            ])
        form.term.send(.tab, .enter)
        await eventually("submit asks again") { service.asked.count == 2 }
        service.answer("ada@example.com", with: .success(nil))
        #expect(try await form.value == Signup(email: "ada@example.com", name: ""))
    }
}

/// Esc while a submit waits for a field's check stops the submit: a wizard stays on the step.
@MainActor
struct TestAsyncValidationInAWizard {
    let service = ControlledService()

    @Test func escapeWhileSubmittingStopsTheSubmitAndStayKeepsTheStep() async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term, clock: TestClock())
        let service = self.service
        var movedOn = false
        let flow = Task { () throws -> Signup in
            try await screen.wizard { wizard in
                let signup = try await wizard.step(signup(service))
                movedOn = true
                return signup
            }
        }
        await screen.waitUntilIdle()
        term.type("ada@example.com\tAda")
        await screen.waitUntilIdle()
        term.send(.enter)
        await eventually("the submit waits for the check") { service.asked == ["ada@example.com"] }
        #expect(term.lines[12].contains("Submitting…"))
        term.send(.escape)
        await eventually("the check is cancelled") { service.wasCancelled("ada@example.com") }
        service.answer("ada@example.com", with: .success(nil))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "stopped")
        term.send(.escape)
        await screen.waitUntilIdle()
        term.send(.character("s"))
        await screen.waitUntilIdle()
        #expect(!movedOn)
        #expect(screen.presentationCount == 1)
        flow.cancel()
        _ = try? await flow.value
        #expect(!movedOn)
    }
}
