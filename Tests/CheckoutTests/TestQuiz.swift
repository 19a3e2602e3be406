import Checkout
import FormWizard
import FormWizardTesting
import Testing

/// Seed 000's quiz: chained alerts, scoring under a spinner, the score; Esc anywhere cancels.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestQuiz {
    let term = VirtualTerminal(columns: 80, rows: 24)
    let clock = TestClock()
    let screen: Screen

    init() {
        screen = Screen(terminal: term, clock: clock)
    }

    /// Waits, without sleeping, until the spinner and the server both sleep on the clock
    /// (`idle()` waits while an activity runs, by design).
    func scoring() async {
        let deadline = ContinuousClock.now.advanced(by: .seconds(10))
        while clock.sleeperCount < 2, ContinuousClock.now < deadline { await Task.yield() }
        #expect(clock.sleeperCount == 2, "the spinner and the server wait for the clock")
    }

    @Test func answersAreScoredByTheServiceAndTheScoreShown() async throws {
        let service = DemoQuizService(latency: .milliseconds(300), clock: clock)
        let quiz = Task { try await Quiz(service: service).start(on: screen) }
        await screen.waitUntilIdle()
        term.send(.right, .right, .enter)  // let: right
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "question2")
        term.send(.right, .enter)  // 32: wrong
        await screen.waitUntilIdle()
        term.send(.right, .right, .enter)  // goto: right
        await scoring()
        assertSnapshot(term, named: "scoring")
        clock.advance(by: .milliseconds(300))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "score")
        term.send(.enter)
        #expect(try await quiz.value == QuizScore(correct: 2, total: 3))
        #expect(await service.log == ["score 3,2,3"])
    }

    @Test(arguments: 0..<3) func escapeOnAQuestionCancelsWithoutScoring(answered: Int) async throws {
        let service = DemoQuizService(latency: .zero, clock: clock)
        let quiz = Task { try await Quiz(service: service).start(on: screen) }
        for _ in 0..<answered {
            await screen.waitUntilIdle()
            term.send(.enter)
        }
        await screen.waitUntilIdle()
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await quiz.value }
        #expect(await service.log == [])
    }

    @Test func escapeWhileScoringStopsTheCall() async throws {
        let service = DemoQuizService(latency: .seconds(5), clock: clock)
        let quiz = Task { try await Quiz(service: service).start(on: screen) }
        await screen.waitUntilIdle()
        term.send(.enter, .enter, .enter)
        await scoring()
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await quiz.value }
        #expect(await service.log == ["score 1,1,1", "cancelled score 1,1,1"])
        #expect(clock.sleeperCount == 0)
    }

    @Test func escapeOnTheScoreCancelsToo() async throws {
        let quiz = Task { try await Quiz(service: DemoQuizService(latency: .zero, clock: clock)).start(on: screen) }
        await screen.waitUntilIdle()
        term.send(.enter, .enter, .enter)
        await screen.waitUntilIdle()
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await quiz.value }
    }

    @Test func aFailedScoringOffersRetry() async throws {
        let service = DemoQuizService(latency: .zero, failures: 1, clock: clock)
        let quiz = Task { try await Quiz(service: service).start(on: screen) }
        await screen.waitUntilIdle()
        term.send(.right, .right, .enter, .right, .right, .enter, .right, .right, .enter)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "failed")
        term.send(.enter)  // Retry
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(try await quiz.value == QuizScore(correct: 3, total: 3))
        #expect(await service.log == ["score 3,3,3", "score 3,3,3"])
    }

    @Test func cancellingTheTaskWhileScoringStopsTheCallAndClearsTheScreen() async throws {
        let service = DemoQuizService(latency: .seconds(5), clock: clock)
        let quiz = Task { try await Quiz(service: service).start(on: screen) }
        await screen.waitUntilIdle()
        term.send(.enter, .enter, .enter)
        await scoring()
        quiz.cancel()
        await #expect(throws: CancellationError.self) { try await quiz.value }
        #expect(await service.log == ["score 1,1,1", "cancelled score 1,1,1"])
        #expect(screen.presentationCount == 0)
        #expect(term.lines == Array(repeating: String(repeating: " ", count: 80), count: 24))
    }

    @Test func theDemoServiceKnowsTheAnswers() async throws {
        let service = DemoQuizService(latency: .zero, clock: clock)
        #expect(try await service.score([3, 3, 3]) == QuizScore(correct: 3, total: 3))
        #expect(try await service.score([1, 2, 4]) == QuizScore(correct: 0, total: 3))
        #expect(try await service.score([3, 1]) == QuizScore(correct: 1, total: 3))
        #expect(QuizScore(correct: 2, total: 3).description == "2/3")
    }
}
