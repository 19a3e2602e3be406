import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestTaskProgress {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    struct Failure: Error, CustomStringConvertible {
        var description: String { "disk full" }
    }

    /// Three services to deploy, each waiting on a gate the test opens; at most two at a time.
    static func deploy(
        on screen: Screen, gates: [OperationGate<Int>], showsFailure: Bool = true
    ) -> Task<[Int], any Error> {
        let names = ["api 🚀", "データベース", "cache"]
        return Task {
            try await screen.withTaskProgress(
                "Deploying", message: "Three services, two at a time.",
                tasks: names.indices.map { index in
                    ProgressTask(names[index]) { progress in
                        if index == 0 { try await progress.progress(0.5, status: "upload") }
                        let version = try await gates[index].wait()
                        if index == 1 { try await progress.status("v\(version) live") }
                        return version
                    }
                }, maxConcurrent: 2, showsFailure: showsFailure)
        }
    }

    @Test(arguments: sizes) func rowsShowEachTaskUnderTheOverallGauge(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term, clock: TestClock())
        let gates = (0..<3).map { _ in OperationGate<Int>() }
        let deploy = Self.deploy(on: screen, gates: gates)
        await eventually("the first two run") { gates[0].hasStarted && gates[1].hasStarted }
        await eventually("the first reports half") { term.lines.joined().contains("50%") }
        assertSnapshot(term, named: "running.\(size)")
        gates[1].open(.success(2))
        await eventually("the third starts once the second is done") { gates[2].hasStarted }
        await eventually("the second's note") { term.lines.joined().contains("v2 live") }
        gates[0].open(.success(1))
        gates[2].open(.success(3))
        #expect(try await deploy.value == [1, 2, 3])
        #expect(screen.presentationCount == 0)
    }

    @Test func aFailureCancelsTheSiblingsAndShowsWhichFailed() async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term, clock: TestClock())
        let gates = (0..<3).map { _ in OperationGate<Int>() }
        let deploy = Self.deploy(on: screen, gates: gates)
        await eventually("the first two run") { gates[0].hasStarted && gates[1].hasStarted }
        gates[1].open(.failure(Failure()))
        await eventually("the failure is shown") { term.lines.joined().contains("OK") }
        #expect(gates[0].wasCancelled)
        #expect(!gates[2].hasStarted)
        assertSnapshot(term, named: "failed")
        term.send(.enter)
        await #expect(throws: Failure.self) { try await deploy.value }
        #expect(screen.presentationCount == 0)
    }

    /// `showsFailure: false`: the error reaches the caller at once, once the siblings ended,
    /// with the dialog gone and no OK to press.
    @Test func aFailureHandedStraightToTheCaller() async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term, clock: TestClock())
        let gates = (0..<3).map { _ in OperationGate<Int>() }
        let deploy = Self.deploy(on: screen, gates: gates, showsFailure: false)
        await eventually("the first two run") { gates[0].hasStarted && gates[1].hasStarted }
        gates[1].open(.failure(Failure()))
        await #expect(throws: Failure.self) { try await deploy.value }
        #expect(gates[0].wasCancelled)
        #expect(!gates[2].hasStarted)
        #expect(screen.presentationCount == 0)
        #expect(term.rows.allSatisfy { $0.isEmpty }, "the dialog is gone")
    }

    @Test func escCancelsEveryTaskAndNoneOutlivesTheDialog() async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term, clock: TestClock())
        let gates = (0..<3).map { _ in OperationGate<Int>() }
        let deploy = Self.deploy(on: screen, gates: gates)
        await eventually("the first two run") { gates[0].hasStarted && gates[1].hasStarted }
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await deploy.value }
        #expect(gates[0].wasCancelled && gates[1].wasCancelled && !gates[2].hasStarted)
    }

    @Test func cancellingTheCallerCancelsTheTasks() async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term, clock: TestClock())
        let gates = (0..<3).map { _ in OperationGate<Int>() }
        let deploy = Self.deploy(on: screen, gates: gates)
        await eventually("the first two run") { gates[0].hasStarted && gates[1].hasStarted }
        deploy.cancel()
        await #expect(throws: CancellationError.self) { try await deploy.value }
        #expect(gates[0].wasCancelled && gates[1].wasCancelled)
        #expect(screen.presentationCount == 0)
    }

    @Test func noTasksReturnAtOnce() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let results: [Int] = try await screen.withTaskProgress("Nothing", tasks: [])
        #expect(results == [])
    }

    @Test(arguments: sizes) func aShownProgressDrawsEveryState(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term, clock: TestClock())
        let rows = [
            TaskRow("fetch", state: .done(nil)),
            TaskRow("build 🔨", state: .running(fraction: 0.3, status: "compiling")),
            TaskRow("テスト", state: .running(fraction: nil, status: "testing")),
            TaskRow("lint", state: .failed("3 errors")),
            TaskRow("package", state: .cancelled), TaskRow("publish"),
        ]
        let handle = screen.show(TaskProgress(title: "CI", message: "Pipeline 42", rows: rows))
        let waiting = Task { try? await handle.value }
        await screen.waitUntilIdle()
        assertSnapshot(term)
        handle.dismiss()
        await waiting.value
    }
}
