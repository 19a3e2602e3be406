import FormWizard
import FormWizardTesting
import Testing

private struct Login: Sendable, Equatable {
    var user = ""
}

/// A sign-in service the test answers by hand.
private actor SignIn {
    private var pending: [CheckedContinuation<String, any Error>] = []
    private(set) var cancelled = 0

    func signIn(_ user: String) async throws -> String {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { pending.append($0) }
        } onCancel: {
            Task { await self.cancelAll() }
        }
    }

    private func cancelAll() {
        cancelled += pending.count
        for call in pending { call.resume(throwing: CancellationError()) }
        pending.removeAll()
    }

    var callCount: Int { pending.count }

    func answer(_ result: Result<String, any Error>) {
        pending.removeFirst().resume(with: result)
    }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestSubmitting {
    let term = VirtualTerminal(columns: 40, rows: 12)

    private func form() -> Form<Login> {
        Form("Sign in", value: Login(), fields: [.text("User", \.user)], submit: "Go")
    }

    @Test func aRefusedSubmitShowsTheErrorInTheFormAndKeepsWhatWasTyped() async throws {
        let service = SignIn()
        let screen = Screen(terminal: term, clock: TestClock())
        let account = Task {
            try await screen.present(form().submitting("Signing in…") { login in try await service.signIn(login.user) })
        }
        await screen.waitUntilIdle()
        term.type("ada\n")
        while await service.callCount == 0 { await Task.yield() }
        assertSnapshot(term, named: "working")
        await service.answer(.failure(SubmitError.invalid("Wrong user or password")))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "refused")
        term.type("!\n")
        while await service.callCount == 0 { await Task.yield() }
        await service.answer(.success("Ada!"))
        #expect(try await account.value == "Ada!")
    }

    @Test func aFailedCallAsksRetryAndCancellingTheTaskStopsTheWork() async throws {
        let service = SignIn()
        let screen = Screen(terminal: term, clock: TestClock())
        let account = Task {
            try await screen.present(form().submitting("Signing in…") { login in try await service.signIn(login.user) })
        }
        await screen.waitUntilIdle()
        term.type("ada\n")
        while await service.callCount == 0 { await Task.yield() }
        await service.answer(.failure(SubmitError.failed("The service is not answering")))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "retry")
        term.send(.enter)
        while await service.callCount == 0 { await Task.yield() }
        account.cancel()
        await #expect(throws: CancellationError.self) { try await account.value }
        while await service.cancelled == 0 { await Task.yield() }
        #expect(await service.cancelled == 1)
    }
}
