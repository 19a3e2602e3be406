/// One task's row in a `TaskProgress`: its name and where it is.
public struct TaskRow: Hashable, Sendable {
    /// Where a task is.
    public enum State: Hashable, Sendable {
        /// Not started yet.
        case waiting
        /// Running: how much is done (0 to 1) when it says, and what it is doing.
        case running(fraction: Double?, status: String?)
        /// Finished, with what the task last said it was doing as a note ("3 in stock"), if
        /// anything.
        case done(String?)
        /// Failed, saying why.
        case failed(String)
        /// Stopped before it finished (a sibling failed, or the user cancelled).
        case cancelled

        /// Whether the task will not change any more.
        public var isFinished: Bool {
            switch self {
            case .waiting, .running: false
            case .done, .failed, .cancelled: true
            }
        }

        /// How much of the task counts as done for the overall gauge.
        var fraction: Double {
            switch self {
            case .waiting, .cancelled, .failed: 0
            case .running(let fraction, _): GaugeBar.clamped(fraction ?? 0)
            case .done: 1
            }
        }
    }

    /// The task's name.
    public var name: String
    /// Where it is.
    public var state: State

    /// A row for the task `name`, waiting unless told otherwise.
    public init(_ name: String, state: State = .waiting) {
        self.name = name
        self.state = state
    }
}
