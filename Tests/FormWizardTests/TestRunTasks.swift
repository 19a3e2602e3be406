import FormWizard
import FormWizardTesting
import Testing

/// `Screen.runTasks`: an installer's steps with a log pane, going on after a failure or
/// stopping, retrying one task, and each task's result; on a full screen and in line mode.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestRunTasks {
    let term = VirtualTerminal(columns: 70, rows: 24)
    let screen: Screen

    init() {
        screen = Screen(terminal: term, clock: TestClock())
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String { "bad checksum" }
    }

    /// An installer's three steps; each attempt of a step waits on a gate of its own, the test
    /// opening them: `gates[step][attempt]`.
    static func install(
        on screen: Screen, gates: [[OperationGate<String>]], onFailure: TaskFailurePolicy = .keepGoing,
        maxConcurrent: Int? = nil
    ) -> Task<[Result<String, any Error>], any Error> {
        let names = ["Download", "Verify", "Configure"]
        let attempts = Lock([0, 0, 0])
        return Task {
            try await screen.runTasks(
                "Installing", message: "Three steps.",
                tasks: names.indices.map { step in
                    ProgressTask(names[step]) { progress in
                        let attempt = attempts.withLock { counts in
                            defer { counts[step] += 1 }
                            return counts[step]
                        }
                        try await progress.log("\(names[step]) attempt \(attempt + 1)\nwaiting…")
                        let answer = try await gates[step][attempt].wait()
                        try await progress.log(answer)
                        return answer
                    }
                }, maxConcurrent: maxConcurrent, onFailure: onFailure)
        }
    }

    static func gates(attempts: Int = 2) -> [[OperationGate<String>]] {
        (0..<3).map { _ in (0..<attempts).map { _ in OperationGate<String>() } }
    }

    @Test func aFailureLeavesTheOthersRunningThenRetryRunsItAgain() async throws {
        let gates = Self.gates()
        let install = Self.install(on: screen, gates: gates)
        // Each step logs before it waits, so all three have logged; which logged last varies,
        // and Home takes the pane to the first.
        await eventually("the three steps run") { gates.allSatisfy { $0[0].hasStarted } }
        term.send(.home)
        await eventually("the first step's log in the pane") { term.lines.joined().contains("Download attempt 1") }
        assertSnapshot(term, named: "running")
        gates[1][0].open(.failure(Failure()))
        await eventually("the failure shows") { term.lines.joined().contains("bad checksum") }
        #expect(!gates[0][0].wasCancelled && !gates[2][0].wasCancelled)
        gates[0][0].open(.success("downloaded"))
        gates[2][0].open(.success("configured"))
        await eventually("the choice is offered") { term.lines.joined().contains("Continue") }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "report")
        // Another task's log, then Retry on a task that finished: nothing to retry.
        term.send(.down)
        term.type("r")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "configureSelected")
        term.send(.up)
        term.type("r")
        await eventually("the second attempt starts and logs") {
            gates[1][1].hasStarted && term.lines.joined().contains("Verify attempt 2")
        }
        assertSnapshot(term, named: "retrying")
        gates[1][1].open(.success("verified"))
        let results = try await install.value.map { try $0.get() }
        #expect(results == ["downloaded", "verified", "configured"])
        #expect(!gates[0][1].hasStarted && !gates[2][1].hasStarted)
        #expect(screen.presentationCount == 0)
    }

    @Test func continueReturnsEachTasksResultWithTheFailureAsItsError() async throws {
        let gates = Self.gates()
        let install = Self.install(on: screen, gates: gates)
        await eventually("the three steps run") { gates.allSatisfy { $0[0].hasStarted } }
        gates[0][0].open(.success("downloaded"))
        gates[1][0].open(.failure(Failure()))
        gates[2][0].open(.success("configured"))
        await eventually("the choice is offered") { term.lines.joined().contains("Continue") }
        term.type("c")
        let results = try await install.value
        #expect(try results[0].get() == "downloaded")
        #expect(throws: Failure.self) { try results[1].get() }
        #expect(try results[2].get() == "configured")
    }

    @Test func stopCancelsTheRestAndRetryRunsThemAfterTheFailedOne() async throws {
        let gates = Self.gates()
        let install = Self.install(on: screen, gates: gates, onFailure: .stop, maxConcurrent: 2)
        await eventually("the first two steps run") { gates[0][0].hasStarted && gates[1][0].hasStarted }
        gates[1][0].open(.failure(Failure()))
        await eventually("the choice is offered") { term.lines.joined().contains("Continue") }
        #expect(gates[0][0].wasCancelled)
        #expect(!gates[2][0].hasStarted)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "stopped")
        // Retry on Verify, selected as the task that failed.
        term.type("r")
        await eventually("Verify runs again, then Download") { gates[1][1].hasStarted && gates[0][1].hasStarted }
        gates[1][1].open(.success("verified"))
        gates[0][1].open(.success("downloaded"))
        await eventually("Configure runs at last") { gates[2][0].hasStarted }
        gates[2][0].open(.success("configured"))
        let results = try await install.value.map { try $0.get() }
        #expect(results == ["downloaded", "verified", "configured"])
    }

    @Test func escWhileRunningCancelsEveryTaskAndThrows() async throws {
        let gates = Self.gates()
        let install = Self.install(on: screen, gates: gates)
        await eventually("the three steps run") { gates.allSatisfy { $0[0].hasStarted } }
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await install.value }
        #expect(gates.allSatisfy { $0[0].wasCancelled })
        #expect(screen.presentationCount == 0)
    }

    @Test func inLineModeEveryLineIsSaidAndTheRetryIsAChoice() async throws {
        let lines = VirtualLineTerminal()
        let screen = Screen(lines: lines)
        let attempts = Lock(0)
        lines.type("1")
        lines.endInput()
        let results = try await screen.runTasks(
            "Installing",
            tasks: [
                ProgressTask("Download") { progress in
                    try await progress.log("GET /pkg\r\n200 OK\n")
                    return 1
                },
                ProgressTask("Verify") { progress in
                    let attempt = attempts.withLock { count in
                        count += 1
                        return count
                    }
                    try await progress.log("attempt \(attempt)")
                    if attempt == 1 { throw Failure() }
                    return 2
                },
            ], maxConcurrent: 1)
        #expect(try results.map { try $0.get() } == [1, 2])
        #expect(
            lines.transcript == """
                Installing
                Download: running
                Download: GET /pkg
                Download: 200 OK
                Download: done
                Verify: running
                Verify: attempt 1
                Verify: failed: bad checksum
                1 of 2 done
                1 of 2 did not finish
                Verify: failed: bad checksum
                  attempt 1
                  1) Retry Verify
                  2) Continue
                Choose [2]: «1»
                Verify: running
                Verify: attempt 2
                Verify: done
                2 of 2 done

                """)
    }

    @Test func aLoggedLineNeverReachesTheTerminalWithItsControlCharacters() async throws {
        let gate = OperationGate<Int>()
        let run = Task {
            try await screen.runTasks(
                "Build",
                tasks: [
                    ProgressTask("make") { progress in
                        try await progress.log("\u{1B}[2J\u{1B}]0;owned\u{07}cc -O2 main.c\tdone")
                        return try await gate.wait()
                    }
                ])
        }
        await eventually("the line is in the pane") { term.lines.joined().contains("cc -O2") }
        #expect(term.rows.contains { $0.contains("│ �[2J�]0;owned�cc -O2 main.c�done") })
        gate.open(.success(1))
        #expect(try await run.value.map { try $0.get() } == [1])
    }

    @Test func aLogPaneDrawsOnEverySmallScreen() {
        var progress = TaskProgress(title: "Installing", rows: [TaskRow("Download"), TaskRow("Verify")])
        progress.showsLog = true
        progress.selected = 1
        progress.rows[1].log = (0..<300).map { "line \($0) " + String(repeating: "漢字", count: $0 % 40) }
        drawOnEverySmallScreen(progress)
    }
}
