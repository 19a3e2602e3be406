extension Screen {
    /// Runs `tasks` as an installer runs its steps: a row each under an overall gauge, a pane
    /// with the log of the task that logs (↑/↓ choose another), and, when some did not finish,
    /// the choice of retrying one or going on. Returns every task's result, in the order of
    /// `tasks`.
    ///
    /// ```swift
    /// let results = try await screen.runTasks("Installing", tasks: components.map { component in
    ///     ProgressTask(component.name) { progress in
    ///         try await progress.log("Copying \(component.files.count) files")
    ///         return try await component.install { fraction in try await progress.progress(fraction) }
    ///     }
    /// })
    /// for case .failure(let error) in results { log(error) }
    /// ```
    ///
    /// With `.keepGoing` a failure costs only its own task; with `.stop` it cancels the tasks
    /// running and those waiting, and retrying it runs them too. Retry runs the task chosen again
    /// (a new attempt: its row and log start over, and nothing of the attempt before changes
    /// them); Continue returns the results as they are, a task that did not finish as its
    /// error (`CancellationError` for one stopped). In line mode each change and each logged
    /// line is a line (`copy files: done`), and the choice is asked as a numbered list.
    ///
    /// Esc (or Cancel) while tasks run cancels them all, and Esc in the choice also cancels;
    /// either way this throws `CancellationError`, as when the calling task is cancelled. It
    /// returns only after every task it started has ended.
    /// - Parameters:
    ///   - title: the dialog's title.
    ///   - message: text above the rows, wrapped to fit.
    ///   - tasks: the work, a row each.
    ///   - maxConcurrent: how many run at once; all by default (at least 1).
    ///   - onFailure: whether the other tasks go on after a failure (the default) or stop.
    ///   - cancellable: whether Esc and a Cancel button cancel the tasks while they run.
    /// - Returns: each task's result, in the order of `tasks`.
    public func runTasks<R: Sendable>(
        _ title: String, message: String = "", tasks: [ProgressTask<R>], maxConcurrent: Int? = nil,
        onFailure: TaskFailurePolicy = .keepGoing, cancellable: Bool = true
    ) async throws -> [Result<R, any Error>] {
        guard !tasks.isEmpty else { return [] }
        var progress = TaskProgress(
            title: title, message: message, rows: tasks.map { TaskRow($0.name) }, cancellable: cancellable)
        progress.showsLog = true
        var ended = TaskRun<R>.Ended(
            progress: progress, results: Array(repeating: nil, count: tasks.count),
            attempts: Array(repeating: 0, count: tasks.count))
        var queue = Array(tasks.indices)
        let limit = (maxConcurrent ?? tasks.count).clamped(to: 1...Int.entryLimit)
        var isRetry = false
        while true {
            ended = try await present(
                TaskRun(
                    progress: ended.progress, work: tasks, results: ended.results, attempts: ended.attempts,
                    queue: queue, policy: onFailure, limit: limit, isRetry: isRetry))
            isRetry = true
            let results = ended.results.map { $0 ?? .failure(CancellationError()) }
            guard results.contains(where: { if case .failure = $0 { true } else { false } }) else { return results }
            switch try await present(TaskReport(ended.progress)) {
            case .goOn:
                return results
            case .retry(let index):
                // Under `.stop`, the tasks the failure stopped go on after it, in order.
                let stopped =
                    onFailure == .stop
                    ? ended.progress.rows.indices.filter { other in
                        other != index && ended.progress.rows[other].state == .cancelled
                    } : []
                queue = [index] + stopped
            }
        }
    }
}
