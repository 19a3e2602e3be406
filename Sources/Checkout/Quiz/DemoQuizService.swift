/// An in-process quiz server for the demo: it knows the answers, takes `latency` to answer, and
/// fails its first `failures` calls on request.
public actor DemoQuizService: QuizService {
    /// The right answers, by question: `let`, `64`, `goto` (the third button each time).
    public static let answerKey = [3, 3, 3]

    let latency: Duration
    let clock: any Clock<Duration>
    /// Calls still to fail.
    private var failures: Int
    /// What happened, in order, for tests: "score 3,1,3", "cancelled score 3,1,3", …
    public private(set) var log: [String] = []

    public init(
        latency: Duration = .milliseconds(300), failures: Int = 0, clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.latency = latency
        self.failures = failures
        self.clock = clock
    }

    public func score(_ answers: [Int]) async throws -> QuizScore {
        let call = "score " + answers.map(String.init).joined(separator: ",")
        log.append(call)
        do {
            try await clock.sleep(for: latency)
        } catch {
            log.append("cancelled " + call)
            throw error
        }
        if failures > 0 {
            failures -= 1
            throw QuizServiceError.unavailable
        }
        let correct = zip(answers, Self.answerKey).count { $0 == $1 }
        return QuizScore(correct: correct, total: Self.answerKey.count)
    }
}

/// Why the demo quiz server did not answer.
public enum QuizServiceError: Error, Hashable, Sendable, CustomStringConvertible {
    case unavailable

    public var description: String { "The quiz server did not answer. Try again?" }
}
