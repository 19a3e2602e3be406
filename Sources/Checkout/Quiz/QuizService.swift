/// What the quiz needs from a server: scoring the answers (seed 000 posts them to `/answer`).
///
/// A call may take a while and must stop when its task is cancelled.
public protocol QuizService: Sendable {
    /// How many of `answers` are right: one answer per question, each the value (1 to 4) of the
    /// chosen button.
    func score(_ answers: [Int]) async throws -> QuizScore
}
