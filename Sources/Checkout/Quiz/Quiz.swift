import FormWizard

/// Seed 000's quiz: three questions as chained alerts, the answers scored by a service under a
/// spinner, then the score.
public struct Quiz: Sendable {
    public let service: any QuizService

    public init(service: any QuizService) {
        self.service = service
    }

    /// Asks the questions and shows the score; returns it.
    ///
    /// - Throws: `CancellationError` on Esc anywhere, Cancel after a failed scoring, or when the
    ///   task is cancelled.
    @MainActor
    public func start(on screen: Screen) async throws -> QuizScore {
        let answer1 = try await screen.alert(
            "Question 1", message: "Which keyword do you use to declare constants in Swift?",
            actions: [.default("var", 1), .default("val", 2), .default("let", 3), .default("const", 4)])
        let answer2 = try await screen.alert(
            "Question 2", message: "What size in bits is using Int in Swift?",
            actions: [.default("16", 1), .default("32", 2), .default("64", 3), .default("128", 4)])
        let answer3 = try await screen.alert(
            "Question 3", message: "Which keyword does not exist in Swift?",
            actions: [.default("break", 1), .default("continue", 2), .default("goto", 3), .default("return", 4)])
        let score = try await screen.retrying("Scoring") { [service] in
            try await screen.withActivity("Scoring your answers…") {
                try await service.score([answer1, answer2, answer3])
            }
        }
        try await screen.alert(
            "Your score", message: "\(score.correct) of \(score.total) right.", actions: [.default("OK", ())])
        return score
    }
}
