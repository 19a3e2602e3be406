/// How many answers of a quiz were right, shown as `2/3`.
public struct QuizScore: Hashable, Sendable, CustomStringConvertible {
    /// The answers that were right.
    public var correct: Int
    /// The questions asked.
    public var total: Int

    public init(correct: Int, total: Int) {
        self.correct = correct
        self.total = total
    }

    /// `correct/total`, e.g. `2/3`: what `formwizard quiz` prints.
    public var description: String { "\(correct)/\(total)" }
}
