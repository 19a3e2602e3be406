/// A `TaskProgress` whose tasks run as a task group inside one of its `DialogTask`s (see
/// `Screen.withTaskProgress`): it resolves with their results, or, once one failed and the user
/// saw which, with that task's error.
struct TaskGroupProgress<R: Sendable>: Dialog {
    typealias Value = Result<[R], any Error>

    var inner: TaskProgress
    let work: [ProgressTask<R>]
    let maxConcurrent: Int
    /// Whether a failure is shown until OK, rather than resolving the dialog with it at once.
    var showsFailure = true
    /// The error of the task that failed, once one did.
    var error: (any Error)?

    mutating func prepare(for size: Size) {
        inner.prepare(for: size)
    }

    mutating func handle(_ event: InputEvent) -> DialogResponse<Value> {
        switch inner.handle(event) {
        case .ignored: .ignored
        case .handled: .handled
        case .submit: error.map { .submit(.failure($0)) } ?? .cancel
        case .cancel: .cancel
        }
    }

    func render(into frame: inout Frame) {
        inner.render(into: &frame)
    }

    var tasks: [DialogTask<TaskGroupProgress>] {
        inner.tasks.map { $0.map(\.inner, response: { _ in .handled }) } + [run]
    }

    /// The task group: every task a child, at most `maxConcurrent` at a time; the first to fail
    /// cancels the others.
    private var run: DialogTask<TaskGroupProgress> {
        let work = self.work
        let showsFailure = self.showsFailure
        let limit = max(1, maxConcurrent)
        return DialogTask(
            id: RunID(),
            resolving: { context in
                @Sendable func reporter(_ index: Int) -> TaskProgressReporter {
                    TaskProgressReporter { change in
                        await MainActor.run { (try? context.update { change(&$0.inner.rows[index]) }) != nil }
                    }
                }
                do {
                    let results = try await withThrowingTaskGroup(of: (Int, R).self) { group in
                        var results = [R?](repeating: nil, count: work.count)
                        var next = 0
                        func start() {
                            guard next < work.count else { return }
                            let index = next
                            next += 1
                            let task = work[index]
                            let report = reporter(index)
                            group.addTask {
                                _ = await report.change { $0.state = .running(fraction: nil, status: nil) }
                                do {
                                    let result = try await task.operation(report)
                                    _ = await report.change { $0.state = $0.state.finished }
                                    return (index, result)
                                } catch is CancellationError {
                                    _ = await report.change { $0.state = .cancelled }
                                    throw CancellationError()
                                } catch {
                                    _ = await report.change { $0.state = .failed("\(error)") }
                                    throw TaskFailure(name: task.name, error: error)
                                }
                            }
                        }
                        for _ in 0..<min(limit, work.count) { start() }
                        while let (index, result) = try await group.next() {
                            results[index] = result
                            start()
                        }
                        return results.compactMap { $0 }
                    }
                    return { _ in .submit(.success(results)) }
                } catch let failure as TaskFailure {
                    guard showsFailure else { return { _ in .submit(.failure(failure.error)) } }
                    try context.update { dialog in
                        for index in dialog.inner.rows.indices where !dialog.inner.rows[index].state.isFinished {
                            dialog.inner.rows[index].state = .cancelled
                        }
                        dialog.inner.failure = "\(failure.name) failed: \(failure.error)"
                        dialog.error = failure.error
                    }
                    return nil
                }
            })
    }

    private struct RunID: Hashable, Sendable {}

    /// A task's error, with the task's name.
    private struct TaskFailure: Error {
        let name: String
        let error: any Error
    }
}
