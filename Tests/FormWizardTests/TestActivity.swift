import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestActivity {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]
    static func blank(_ term: VirtualTerminal) -> [String] {
        Array(repeating: String(repeating: " ", count: term.size.columns), count: term.size.rows)
    }
    struct Failure: Error {}

    /// A screen on a `TestClock` running `withActivity` around a gated operation, shown.
    func started(
        _ message: String = "Fetching repositories…", title: String? = nil, cancellable: Bool = true,
        size: Size = Size(columns: 40, rows: 12)
    ) async -> (VirtualTerminal, TestClock, OperationGate<Int>, Task<Int, any Error>) {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let clock = TestClock()
        let screen = Screen(terminal: term, clock: clock)
        let gate = OperationGate<Int>()
        let result = Task {
            try await screen.withActivity(message, title: title, cancellable: cancellable) { try await gate.wait() }
        }
        await eventually("the operation runs and the spinner waits for its next frame") {
            gate.hasStarted && clock.sleeperCount == 1
        }
        return (term, clock, gate, result)
    }

    @Test(arguments: sizes) func spinnerWithCancelButton(size: Size) async throws {
        let (term, _, gate, result) = await started(size: size)
        assertSnapshot(term)
        gate.open(.success(1))
        #expect(try await result.value == 1)
    }

    @Test(arguments: sizes) func cjkAndEmojiWithTitleNotCancellable(size: Size) async throws {
        let (term, _, gate, result) = await started(
            "リポジトリを取得しています… 📦", title: "同期 🔄", cancellable: false, size: size)
        assertSnapshot(term)
        gate.open(.success(2))
        #expect(try await result.value == 2)
    }

    @Test func framesAdvanceExactlyWhenTheClockDoes() async throws {
        let (term, clock, gate, result) = await started("Working")
        #expect(term.lines[4] == "            │ ⠋ Working    │            ")
        clock.advance(by: .milliseconds(79))
        #expect(clock.sleeperCount == 1)
        #expect(term.lines[4] == "            │ ⠋ Working    │            ")
        clock.advance(by: .milliseconds(1))
        await eventually("the second frame") { term.lines[4] == "            │ ⠙ Working    │            " }
        await eventually("the spinner waits again") { clock.sleeperCount == 1 }
        clock.advance(by: .milliseconds(80 * 3))
        await eventually("three frames on, none in between") {
            term.lines[4] == "            │ ⠼ Working    │            "
        }
        await eventually("the spinner waits again") { clock.sleeperCount == 1 }
        clock.advance(by: .milliseconds(80 * 6))
        await eventually("round to the first frame") { term.lines[4] == "            │ ⠋ Working    │            " }
        gate.open(.success(42))
        #expect(try await result.value == 42)
        #expect(term.lines == Self.blank(term))
        #expect(clock.sleeperCount == 0)
    }

    @Test func theOperationsErrorPropagatesAndTheSpinnerGoes() async throws {
        let (term, clock, gate, result) = await started()
        gate.open(.failure(Failure()))
        await #expect(throws: Failure.self) { try await result.value }
        #expect(term.lines == Self.blank(term))
        #expect(clock.sleeperCount == 0)
    }

    @Test(arguments: [Key.enter, .escape, .character("c")])
    func cancelOnTheSpinnerCancelsTheOperation(key: Key) async throws {
        let (term, clock, gate, result) = await started()
        term.send(key)
        await #expect(throws: CancellationError.self) { try await result.value }
        #expect(gate.wasCancelled)
        #expect(term.lines == Self.blank(term))
        #expect(clock.sleeperCount == 0)
        clock.advance(by: .seconds(1))
        #expect(term.lines == Self.blank(term))
    }

    @Test func cancellingTheCallerCancelsTheOperation() async throws {
        let (term, clock, gate, result) = await started()
        result.cancel()
        await #expect(throws: CancellationError.self) { try await result.value }
        #expect(gate.wasCancelled)
        #expect(term.lines == Self.blank(term))
        #expect(clock.sleeperCount == 0)
    }

    @Test func aSpinnerWithoutCancelIgnoresEscape() async throws {
        let (term, _, gate, result) = await started("Working", cancellable: false)
        term.send(.escape, .enter)
        #expect(gate.wasCancelled == false)
        #expect(term.lines[5] == "             │ ⠋ Working │              ")
        gate.open(.success(3))
        #expect(try await result.value == 3)
    }

    @Test func anAlreadyCancelledCallerNeverStartsTheOperation() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let gate = OperationGate<Int>()
        let result = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await screen.withActivity("Working") { try await gate.wait() }
        }
        await #expect(throws: CancellationError.self) { try await result.value }
        #expect(gate.hasStarted == false)
        #expect(term.lines == Self.blank(term))
    }

    @Test func idleWaitsWhileTheActivityRuns() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let clock = TestClock()
        let screen = Screen(terminal: term, clock: clock)
        let gate = OperationGate<Int>()
        let flow = Task {
            let count = try await screen.withActivity("Counting") { try await gate.wait() }
            return try await screen.confirm("Found \(count). Keep them?")
        }
        await eventually("the activity runs") { gate.hasStarted && clock.sleeperCount == 1 }
        let idle = Task {
            await screen.idle()
            return gate.isOpen
        }
        await Task.yield()
        gate.open(.success(7))
        #expect(await idle.value, "idle() returned while the activity ran")
        #expect(term.lines[4] == "       ┌ Found 7. Keep them? ──┐        ")
        term.send(.enter)
        #expect(try await flow.value == true)
    }
}
