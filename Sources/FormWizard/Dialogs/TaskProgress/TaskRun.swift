/// Runs some of a `TaskProgress`'s tasks, a `DialogTask` each, and resolves when none is left
/// to run, with every task's result so far (see `Screen.runTasks`).
///
/// Each task's row says where it is, and the pane under the rows shows the log of the task
/// that logged last (or the one chosen with ↑/↓). A task is identified by its index and its
/// attempt, so a retried task never takes an update of the run before it. With
/// `TaskFailurePolicy.stop`, a failure cancels the tasks running (their `DialogTask`s are no
/// longer listed, so the screen cancels them) and those waiting.
struct TaskRun<R: Sendable>: Dialog {
    /// How the run ended: the rows, each task's result (`nil` for none yet) and attempts.
    struct Ended: Sendable {
        var progress: TaskProgress
        var results: [Result<R, any Error>?]
        var attempts: [Int]
    }

    typealias Value = Ended

    var progress: TaskProgress
    let work: [ProgressTask<R>]
    let policy: TaskFailurePolicy
    let limit: Int
    /// Each task's result, once it has one.
    var results: [Result<R, any Error>?]
    /// The tasks yet to start, in order.
    var queue: [Int]
    /// The tasks running, and the attempt each is at.
    var running: [Int: Int] = [:]
    /// How many times each task has started.
    var attempts: [Int]
    /// The list of rows, which the user may move to read another task's log.
    var cursor = ListCursor()
    /// Whether the user chose a row: the pane then stops following the task that logs.
    var chose = false
    /// For a run after the first (a retry), the rows as line mode has told them, so that it
    /// says only what this run changes.
    var told: TaskProgress?

    /// A run of the tasks at `queue` (in that order), the others keeping their rows and results.
    init(
        progress: TaskProgress, work: [ProgressTask<R>], results: [Result<R, any Error>?], attempts: [Int],
        queue: [Int], policy: TaskFailurePolicy, limit: Int, isRetry: Bool = false
    ) {
        self.progress = progress
        self.work = work
        self.results = results
        self.attempts = attempts
        self.queue = queue
        self.policy = policy
        self.limit = max(1, limit)
        for index in queue {
            self.progress.rows[index].state = .waiting
            self.results[index] = nil
        }
        if isRetry { told = self.progress }
        startWaiting()
    }

    /// Starts tasks from the queue while fewer than `limit` run.
    private mutating func startWaiting() {
        while running.count < limit, !queue.isEmpty {
            let index = queue.removeFirst()
            attempts[index] += 1
            running[index] = attempts[index]
            progress.rows[index].state = .running(fraction: nil, status: nil)
            progress.rows[index].log.removeAll()
        }
    }

    mutating func prepare(for size: Size) {
        progress.prepare(for: size)
    }

    mutating func handle(_ event: InputEvent) -> DialogResponse<Value> {
        if case .key(let key) = event, key == .up || key == .down || key == .home || key == .end {
            // A key of the list's takes the pane from the task that logs, even at an end.
            cursor.select(progress.selected ?? 0, rows: nil, count: progress.rows.count)
            _ = cursor.handle(key, rows: nil, count: progress.rows.count)
            chose = true
            progress.selected = cursor.selected
            return .handled
        }
        switch progress.handle(event) {
        case .ignored: return .ignored
        case .handled: return .handled
        case .submit, .cancel: return .cancel
        }
    }

    func render(into frame: inout Frame) {
        progress.render(into: &frame)
    }

    var tasks: [DialogTask<TaskRun>] {
        var tasks = progress.tasks.map { $0.map(\Self.progress, response: { _ in .handled }) }
        for (index, attempt) in running.sorted(by: { $0.key < $1.key }) {
            tasks.append(task(index, attempt: attempt))
        }
        return tasks
    }

    /// Task `index`'s work at `attempt`: its reporter changes its row while the attempt is the
    /// one running, and its end sets its result.
    private func task(_ index: Int, attempt: Int) -> DialogTask<TaskRun> {
        let operation = work[index].operation
        return DialogTask(
            id: Attempt(index: index, attempt: attempt),
            resolving: { context in
                let reporter = TaskProgressReporter { change in
                    // A task whose attempt is no longer running is cancelled: its id left `tasks`.
                    await MainActor.run {
                        let applied: Void? = try? context.update { run in
                            guard run.running[index] == attempt else { return }
                            change(&run.progress.rows[index])
                            run.logged(index)
                        }
                        return applied != nil && !Task.isCancelled
                    }
                }
                let result: Result<R, any Error>
                do {
                    result = .success(try await operation(reporter))
                } catch is CancellationError {
                    try Task.checkCancellation()
                    result = .failure(CancellationError())
                } catch {
                    result = .failure(error)
                }
                return { run in run.finish(index, attempt: attempt, with: result) }
            })
    }

    /// After a change from task `index`: the pane follows the task that logs, until the user
    /// chooses a row.
    private mutating func logged(_ index: Int) {
        if !chose, progress.rows[index].logged > 0 { progress.selected = index }
    }

    private mutating func finish(_ index: Int, attempt: Int, with result: Result<R, any Error>) -> DialogResponse<Value>
    {
        guard running[index] == attempt else { return .handled }
        running[index] = nil
        results[index] = result
        switch result {
        case .success:
            progress.rows[index].state = progress.rows[index].state.finished
        case .failure(let error as CancellationError):
            progress.rows[index].state = .cancelled
            results[index] = .failure(error)
        case .failure(let error):
            progress.rows[index].state = .failed("\(error)")
            if !chose { progress.selected = index }
            if policy == .stop { stopTheRest() }
        }
        startWaiting()
        return running.isEmpty ? .submit(Ended(progress: progress, results: results, attempts: attempts)) : .handled
    }

    /// Cancels the tasks running and those waiting, after a failure under `.stop`.
    private mutating func stopTheRest() {
        for index in Array(running.keys) + queue {
            progress.rows[index].state = .cancelled
            results[index] = .failure(CancellationError())
        }
        running.removeAll()
        queue.removeAll()
    }

    private struct Attempt: Hashable, Sendable {
        var index: Int
        var attempt: Int
    }
}
