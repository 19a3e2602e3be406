/// One of the tasks `Screen.withTaskProgress` runs: a name for its row, and the work, which
/// reports how far it got.
public struct ProgressTask<Result: Sendable>: Sendable {
    /// The name shown in the task's row.
    public var name: String
    /// The work; it runs off the main actor, concurrently with the other tasks.
    public let operation: @Sendable (TaskProgressReporter) async throws -> Result

    /// A task named `name` doing `operation`.
    public init(_ name: String, operation: @escaping @Sendable (TaskProgressReporter) async throws -> Result) {
        self.name = name
        self.operation = operation
    }
}

/// How a `ProgressTask` tells its row how far it got, and what it logs, from any task.
public struct TaskProgressReporter: Sendable {
    let change: @Sendable (@escaping @Sendable (inout TaskRow) -> Void) async -> Bool

    /// Sets how much of the task is done (0 to 1), and what it is doing.
    ///
    /// - Throws: `CancellationError` once the dialog is gone: the task should stop.
    public func progress(_ fraction: Double, status: String? = nil) async throws(CancellationError) {
        if !(await change { $0.state = .running(fraction: fraction, status: status) }) { throw CancellationError() }
    }

    /// Adds lines to the task's log: `Screen.runTasks` shows the selected task's in a pane
    /// under the rows, and line mode says each (`name: line`). Text from a program may be
    /// logged as it is: control characters are never drawn.
    ///
    /// - Throws: `CancellationError` once the dialog is gone: the task should stop.
    public func log(_ text: String) async throws(CancellationError) {
        if !(await change { $0.append(log: text) }) { throw CancellationError() }
    }

    /// Says what the task is doing, keeping how much is done.
    ///
    /// - Throws: `CancellationError` once the dialog is gone: the task should stop.
    public func status(_ text: String) async throws(CancellationError) {
        let applied = await change { row in
            if case .running(let fraction, _) = row.state {
                row.state = .running(fraction: fraction, status: text)
            } else {
                row.state = .running(fraction: nil, status: text)
            }
        }
        if !applied { throw CancellationError() }
    }
}
