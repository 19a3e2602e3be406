import FormWizard
import FormWizardTesting
import Testing

/// A service that answers after a delay on the clock it is given, as a fake backend in a test.
private actor SlowService {
    let clock: TestClock
    private(set) var calls = 0

    init(clock: TestClock) { self.clock = clock }

    func fetch() async throws -> String {
        calls += 1
        try await clock.sleep(until: clock.now.advanced(by: .seconds(1)))
        return "loaded"
    }
}

/// A dialog that loads its text from a service as soon as it is shown.
private struct Loading: Dialog {
    let service: SlowService
    var text = "loading…"

    mutating func handle(_ event: InputEvent) -> DialogResponse<String> {
        event == .key(.enter) ? .submit(text) : .ignored
    }

    func render(into frame: inout Frame) {
        frame.buffer.write(text, at: .zero, style: .plain)
    }

    var tasks: [DialogTask<Loading>] {
        let service = self.service
        return [
            DialogTask(id: 0) { _ in
                let text = try await service.fetch()
                return { $0.text = text }
            }
        ]
    }
}

/// The screen's contract where it was broken in use: each test failed before its fix.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestScreenContract {
    let term = VirtualTerminal(columns: 12, rows: 3)

    @Test func idleReturnsWhenNothingIsUpAfterTheLastDialog() async throws {
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.present(Counter("a")) }
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(try await answer.value == 0)
        await screen.waitUntilIdle()
        #expect(screen.idleBlockers == [])
    }

    @Test func idleReturnsWhileAServiceTheDialogAwaitsSleepsOnTheTestClock() async throws {
        let clock = TestClock()
        let service = SlowService(clock: clock)
        let screen = Screen(terminal: term, clock: clock)
        let answer = Task { try await screen.present(Loading(service: service)) }
        await screen.waitUntilIdle()
        #expect(await service.calls == 1)
        #expect(term.lines[0] == "loading…    ")
        clock.advance(by: .seconds(1))
        await screen.waitUntilIdle()
        #expect(term.lines[0] == "loaded      ")
        term.send(.enter)
        #expect(try await answer.value == "loaded")
    }

    @Test func cancellingAWaitOnAHandleLeavesTheDialogAndItsUpdates() async throws {
        let screen = Screen(terminal: term)
        let handle = screen.show(Counter("g"))
        let waiter = Task { try await handle.value }
        await screen.waitUntilIdle()
        waiter.cancel()
        await #expect(throws: CancellationError.self) { try await waiter.value }
        #expect(!handle.isResolved)
        try handle.checkedUpdate { $0.count = 7 }
        // Nobody awaits the dialog now, so the screen is not idle: wait for the drawing.
        await eventually("the update is drawn") { term.lines[0] == "g: 7        " }
        handle.dismiss()
        #expect(throws: CancellationError.self) { try handle.checkedUpdate { $0.count = 8 } }
        #expect(term.lines[0] == "            ")
    }

    @Test func showAfterShutdownDrawsNothingAndStartsNoTask() async {
        let screen = Screen(terminal: term, clock: TestClock())
        screen.shutdown()
        let updates = term.updateCount
        let probe = TaskProbe()
        let handle = screen.show(Lingering(probe: probe))
        #expect(handle.isResolved)
        await screen.waitUntilIdle()
        #expect(term.updateCount == updates)
        #expect(!probe.hasStarted)
        #expect(screen.presentationCount == 0)
        await #expect(throws: CancellationError.self) { try await handle.value }
    }

    @Test func idleReturnsAcrossAShutdown() async {
        let screen = Screen(terminal: term)
        let busy = screen.show(Counter("busy"))
        busy.isBusy = true
        let waiter = Task { await screen.waitUntilIdle() }
        await Task.yield()
        screen.shutdown()
        await waiter.value
        #expect(busy.isResolved)
    }

    @Test func aResizeInABatchComesAfterTheKeysBeforeIt() async throws {
        let screen = Screen(terminal: term, resizePolicy: .teardown)
        let flow = Task { () -> [String] in
            var results: [String] = []
            for name in ["a", "b", "c"] {
                do {
                    results.append("\(try await screen.present(Counter(name)))")
                } catch {
                    results.append("cancelled")
                }
            }
            return results
        }
        await screen.waitUntilIdle()
        term.send([.key(.enter), .resize(Size(columns: 12, rows: 3)), .key(.up), .key(.enter), .key(.enter)])
        #expect(await flow.value == ["0", "1", "0"])
    }
}
