import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

/// `formwizard quiz` on a virtual terminal, scoring on the screen's `TestClock`.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestQuizCommand {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let clock = TestClock()
    private let screen: Screen

    init() {
        screen = Screen(terminal: term, clock: clock)
    }

    @Test func answersAreScoredAndTheScoreIsPrinted() async throws {
        let result = screen.start(try command("quiz"))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "question1")
        term.send(.right, .right, .enter)  // let
        await screen.waitUntilIdle()
        term.send(.enter)  // 16
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "question3")
        term.send(.right, .right, .enter)  // goto
        await eventually("the spinner and the server wait for the clock") { clock.sleeperCount == 2 }
        assertSnapshot(term, named: "scoring")
        clock.advance(by: .milliseconds(300))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "score")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "2/3\n"))
    }

    @Test func allRightWithTypeAhead() async throws {
        let result = screen.start(try command("quiz", "--latency-ms", "0"))
        await screen.waitUntilIdle()
        // One read holding every answer: each goes to the question presented next.
        term.send(.right, .right, .enter, .right, .right, .enter, .right, .right, .enter)
        await screen.waitUntilIdle()
        #expect(
            term.lines[9...13] == [
                "                               ┌ Your score ───┐                                ",
                "                               │ 3 of 3 right. │                                ",
                "                               │               │                                ",
                "                               │    < OK >     │                                ",
                "                               └───────────────┘                                ",
            ])
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "3/3\n"))
    }

    @Test(arguments: [0, 1, 2, 3])
    func escapeAnywhereCancels(answered: Int) async throws {
        let result = screen.start(try command("quiz", "--latency-ms", "0"))
        for _ in 0..<answered {
            await screen.waitUntilIdle()
            term.send(.enter)
        }
        await screen.waitUntilIdle()
        term.send(.escape)
        #expect(await result.value == CommandResult(code: 1, errorOutput: "quiz cancelled\n"))
    }

    @Test func escapeWhileScoringCancels() async throws {
        let result = screen.start(try command("quiz"))
        await screen.waitUntilIdle()
        term.send(.enter, .enter, .enter)
        await eventually("the spinner and the server wait for the clock") { clock.sleeperCount == 2 }
        term.send(.escape)
        #expect(await result.value == CommandResult(code: 1, errorOutput: "quiz cancelled\n"))
        #expect(clock.sleeperCount == 0)
    }
}
