extension TaskProgress: LineShowable {
    /// The title and the message (`Deploying: three services`).
    public var lineText: String {
        message.isEmpty ? title : "\(title): \(message)"
    }

    /// A line per change of a task's state (`deploy api: running`, `deploy api: done`,
    /// `deploy web: failed: timeout`, `deploy db: cancelled`; a status or note after a colon),
    /// not per change of how much is done, and a line per line a task logs (`deploy api:
    /// pulling image`); the title when first shown; the failure when it is
    /// set; `3 of 3 done` when the last task finishes.
    public func lines(after previous: TaskProgress?) -> [String] {
        var said: [String] = []
        if previous?.lineText != lineText { said.append(lineText) }
        for (index, row) in rows.enumerated() {
            let before = previous.flatMap { $0.rows.indices.contains(index) ? $0.rows[index] : nil }
            let new = min(row.log.count, max(0, row.logged - (before?.logged ?? 0)))
            for line in row.log.suffix(new) { said.append("\(row.name): \(line)") }
            guard let text = Self.stateText(row.state),
                before.map({ $0.name != row.name || Self.stateText($0.state) != text }) ?? true
            else { continue }
            said.append("\(row.name): \(text)")
        }
        if let failure, previous?.failure != failure { said.append(failure) }
        let finished = !rows.isEmpty && rows.allSatisfy(\.state.isFinished)
        if finished, let previous, previous.rows.count != rows.count || !previous.rows.allSatisfy(\.state.isFinished) {
            said.append("\(doneCount) of \(rows.count) done")
        }
        return said
    }

    /// While the tasks run, a cancellable progress hears Esc, which cancels them as on a full
    /// screen (Enter, which presses the focused Cancel there, is not heard: in line mode an
    /// empty line is too easily typed by habit to stop work).
    public var lineKeys: LineKeys? {
        cancellable && failure == nil ? .escapeCancels : nil
    }

    /// A state as said: `nil` while waiting.
    static func stateText(_ state: TaskRow.State) -> String? {
        switch state {
        case .waiting: nil
        case .running(_, let status): status.map { "running: \($0)" } ?? "running"
        case .done(let note): note.map { "done: \($0)" } ?? "done"
        case .failed(let reason): "failed: \(reason)"
        case .cancelled: "cancelled"
        }
    }
}

extension TaskGroupProgress: LineShowable {
    var lineText: String { inner.lineText }

    func lines(after previous: TaskGroupProgress?) -> [String] {
        inner.lines(after: previous?.inner)
    }

    var lineKeys: LineKeys? { inner.lineKeys }

    /// In line mode a failure is not shown until OK (nothing can press it): the failed task's
    /// line says it, and the error is thrown at once.
    func preparedForLines() -> TaskGroupProgress {
        var prepared = self
        prepared.showsFailure = false
        return prepared
    }
}

extension TaskRun: LineShowable {
    var lineText: String { progress.lineText }

    func lines(after previous: TaskRun?) -> [String] {
        progress.lines(after: previous?.progress ?? told)
    }

    var lineKeys: LineKeys? { progress.lineKeys }
}

extension TaskReport: LinePresentable {
    /// How many tasks did not finish, each with its reason and its last lines, then a choice
    /// among them to retry, or Continue (an empty line).
    func presentLines(on prompter: LinePrompter) async throws(CancellationError) -> Choice {
        if let failure = progress.failure { prompter.say(failure) }
        let retriable = retriable
        for index in retriable {
            let row = progress.rows[index]
            prompter.say("\(row.name): \(TaskProgress.stateText(row.state) ?? "")")
            for line in row.log.suffix(3) { prompter.say("  \(line)") }
        }
        let options = retriable.map { "Retry \(progress.rows[$0].name)" } + ["Continue"]
        let chosen = try await prompter.choose("Choose", options: options, default: options.count - 1)
        return chosen < retriable.count ? .retry(retriable[chosen]) : .goOn
    }
}
