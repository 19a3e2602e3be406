extension Screen {
    /// Runs `tasks` concurrently, each with a row under an overall gauge (see `TaskProgress`),
    /// and returns their results in the order of `tasks`.
    ///
    /// ```swift
    /// let versions = try await screen.withTaskProgress(
    ///     "Deploying", tasks: services.map { service in
    ///         ProgressTask(service.name) { progress in
    ///             try await service.deploy { fraction in try await progress.progress(fraction) }
    ///         }
    ///     })
    /// ```
    /// The tasks are children of a task group that is one of the dialog's tasks: the first to
    /// fail cancels the others, the dialog then shows which failed until the user presses OK
    /// (unless `showsFailure` is `false`), and this throws that task's error. Esc (or Cancel)
    /// cancels every task. On every path this returns only after every task has ended: none
    /// outlives the dialog.
    /// - Parameters:
    ///   - title: the dialog's title.
    ///   - message: text above the rows, wrapped to fit.
    ///   - tasks: the work, a row each.
    ///   - maxConcurrent: how many run at once; all by default.
    ///   - cancellable: whether Esc and a Cancel button cancel the tasks.
    ///   - showsFailure: whether a failure is shown in the rows until OK (the default), or
    ///     thrown at once, the dialog gone as soon as the other tasks ended: for a caller that
    ///     shows the failure itself, such as a Retry question (`Screen.retrying`), so that the
    ///     user does not see it twice.
    /// - Returns: the tasks' results, in the order of `tasks`.
    /// - Throws: the error of the task that failed first; `CancellationError` when the user
    ///   cancelled, the calling task is cancelled, or the screen shuts down.
    public func withTaskProgress<R: Sendable>(
        _ title: String, message: String = "", tasks: [ProgressTask<R>], maxConcurrent: Int? = nil,
        cancellable: Bool = true, showsFailure: Bool = true
    ) async throws -> [R] {
        let dialog = TaskGroupProgress(
            inner: TaskProgress(
                title: title, message: message, rows: tasks.map { TaskRow($0.name) }, cancellable: cancellable),
            work: tasks, maxConcurrent: maxConcurrent ?? max(1, tasks.count), showsFailure: showsFailure)
        return try await present(dialog).get()
    }
}
