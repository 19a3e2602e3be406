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

        /// Done, with what the task last said it was doing as the note.
        var finished: State {
            if case .running(_, let status) = self { return .done(status) }
            return .done(nil)
        }

        /// Whether the task ended without its result: failed or cancelled.
        var isUnfinishedWork: Bool {
            switch self {
            case .failed, .cancelled: true
            case .waiting, .running, .done: false
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
    /// The lines the task logged (`TaskProgressReporter.log(_:)`), the last `logLimit` of them.
    public var log: [String] = []
    /// How many lines the task logged in all, those dropped from `log` included: what line
    /// mode has said is told by it.
    var logged = 0

    /// The most lines a row keeps in `log`; older ones go.
    public static let logLimit = 200

    /// A row for the task `name`, waiting unless told otherwise.
    public init(_ name: String, state: State = .waiting) {
        self.name = name
        self.state = state
    }

    /// Adds what a task logged: a line for each line of `text` (a trailing line break ends
    /// the last), the oldest dropped past `logLimit`.
    mutating func append(log text: String) {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        if lines.count > 1, lines.last == "" { lines.removeLast() }
        logged += lines.count
        log.append(contentsOf: lines.suffix(Self.logLimit))
        if log.count > Self.logLimit { log.removeFirst(log.count - Self.logLimit) }
    }
}
