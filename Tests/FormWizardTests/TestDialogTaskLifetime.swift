import FormWizard
import FormWizardTesting
import Testing

/// The tasks a dialog starts are children of its presentation: on each of the seven ways a
/// presentation resolves, they are cancelled and have ended by the time the caller resumes.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestDialogTaskLifetime {
    let term = VirtualTerminal(columns: 12, rows: 3)
    let clock = TestClock()
    let probe = TaskProbe()

    /// Presents a `Lingering` dialog; the task's value says whether its dialog task had ended
    /// when `present` returned or threw.
    private func presentLingering(on screen: Screen) -> Task<Bool, Never> {
        let probe = self.probe
        return Task {
            _ = try? await screen.present(Lingering(probe: probe))
            return probe.hasEnded
        }
    }

    private func started(_ screen: Screen) async {
        await screen.waitUntilIdle()
        #expect(probe.hasStarted && !probe.hasEnded)
        #expect(term.lines[0] == "lingering   ")
    }

    @Test func submit() async {
        let screen = Screen(terminal: term, clock: clock)
        let caller = presentLingering(on: screen)
        await started(screen)
        term.send(.enter)
        #expect(await caller.value)
    }

    @Test func escape() async {
        let screen = Screen(terminal: term, clock: clock)
        let caller = presentLingering(on: screen)
        await started(screen)
        term.send(.escape)
        #expect(await caller.value)
    }

    @Test func cancellingTheAwaitingTask() async {
        let screen = Screen(terminal: term, clock: clock)
        let caller = presentLingering(on: screen)
        await started(screen)
        caller.cancel()
        #expect(await caller.value)
    }

    @Test func resizeTeardown() async {
        let screen = Screen(terminal: term, resizePolicy: .teardown, clock: clock)
        let caller = presentLingering(on: screen)
        await started(screen)
        term.resize(columns: 10, rows: 3)
        #expect(await caller.value)
    }

    @Test func dismissingTheHandle() async {
        let screen = Screen(terminal: term, clock: clock)
        let handle = screen.show(Lingering(probe: probe))
        let probe = self.probe
        let waiter = Task {
            _ = try? await handle.value
            return probe.hasEnded
        }
        await started(screen)
        handle.dismiss()
        #expect(await waiter.value)
    }

    @Test func shutdown() async {
        let screen = Screen(terminal: term, clock: clock)
        let caller = presentLingering(on: screen)
        await started(screen)
        screen.shutdown()
        #expect(await caller.value)
    }

    @Test func releasingTheScreen() async {
        var screen: Screen? = Screen(terminal: term, clock: clock)
        let handle = screen!.show(Lingering(probe: probe))
        let probe = self.probe
        let waiter = Task {
            _ = try? await handle.value
            return probe.hasEnded
        }
        await started(screen!)
        screen = nil
        #expect(await waiter.value)
    }

    @Test func releasingTheHandleCancelsTheTask() async {
        let screen = Screen(terminal: term, clock: clock)
        var handle: DialogHandle<Lingering>? = screen.show(Lingering(probe: probe))
        // Nobody awaits the dialog, so the screen is not idle: wait for the task instead.
        await eventually("the task started") { probe.hasStarted }
        #expect(handle?.isResolved == false)
        handle = nil
        // The probe winds down over 50 turns of the main actor; with the whole suite running in
        // parallel each turn waits behind every other test's main-actor work, which took more
        // than the default 10 s in about half of the parallel runs (also before 2026-12-02).
        // The suite's limit is a minute.
        await screen.waitUntilIdle(timeLimit: .seconds(45))
        #expect(probe.hasEnded, "idle() waits for a cancelled task to end")
        #expect(term.lines[0] == "            ")
    }

    /// What `shutdown()` waits for, as its documentation says: it settles every presentation at
    /// once (nothing of it is drawn again), and the caller resumes with `CancellationError` once
    /// its dialog's tasks have ended, so a field check that ignores cancellation holds the
    /// caller until it returns (its result dropped), and nothing it started outlives it.
    @Test func shutdownResumesTheCallerWhenATaskThatIgnoresCancellationEnds() async {
        let term = VirtualTerminal(columns: 40, rows: 8)
        let screen = Screen(terminal: term, clock: clock)
        let check = UncooperativeCheck()
        let form = Form("Sign up", value: "", fields: [.text("Name", \.self, check: { _ in await check.run() })])
        let caller = Task { () -> String in
            do {
                return try await screen.present(form)
            } catch {
                return check.hasEnded ? "cancelled after the check ended" : "cancelled while the check ran"
            }
        }
        await screen.waitUntilIdle()
        term.type("a")
        await screen.waitUntilIdle()
        clock.advance(by: .seconds(1))
        await eventually("the check runs") { check.hasStarted }
        screen.shutdown()
        #expect(term.lines.allSatisfy { $0.allSatisfy { $0 == " " } }, "the screen is cleared at once")
        for _ in 0..<100 { await Task.yield() }
        check.finish()
        #expect(await caller.value == "cancelled after the check ended")
    }
}

/// A field check that ignores cancellation: it returns only when the test lets it.
private final class UncooperativeCheck: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Void, Never>?
        var hasStarted = false
        var hasEnded = false
        var isFinished = false
    }

    private let state = Lock(State())

    var hasStarted: Bool { state.withLock { $0.hasStarted } }
    var hasEnded: Bool { state.withLock { $0.hasEnded } }

    func run() async -> String? {
        await withCheckedContinuation { continuation in
            let finished = state.withLock { state in
                state.hasStarted = true
                if !state.isFinished { state.continuation = continuation }
                return state.isFinished
            }
            if finished { continuation.resume() }
        }
        state.withLock { $0.hasEnded = true }
        return nil
    }

    func finish() {
        let continuation = state.withLock { state in
            state.isFinished = true
            defer { state.continuation = nil }
            return state.continuation
        }
        continuation?.resume()
    }
}
