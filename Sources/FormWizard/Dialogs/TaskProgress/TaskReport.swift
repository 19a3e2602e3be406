/// What a run of tasks with failures asks when it ends (see `Screen.runTasks`): the rows as
/// they ended and the log of the task selected, ↑/↓ choosing a task, and Retry (the selected
/// task, when it failed or was cancelled) or Continue.
///
/// Esc cancels, as everywhere: `runTasks` then throws `CancellationError`.
struct TaskReport: Dialog {
    enum Choice: Hashable, Sendable {
        case retry(Int)
        case goOn
    }

    var progress: TaskProgress
    var cursor: ListCursor
    var buttonRow = ButtonRow(
        buttons: [ButtonBar.Button("Retry"), ButtonBar.Button("Continue")], behavior: .dialog)

    /// The report of `progress`'s rows as they ended, on the first that failed (or, when none
    /// did, the first cancelled).
    init(_ progress: TaskProgress) {
        self.progress = progress
        let firstFailed = progress.rows.firstIndex { if case .failed = $0.state { true } else { false } }
        let first = firstFailed ?? progress.rows.firstIndex { $0.state.isUnfinishedWork } ?? 0
        cursor = ListCursor(selected: first)
        self.progress.selected = first
        self.progress.showsLog = true
        self.progress.cancellable = false
        let failed = progress.rows.count { $0.state.isUnfinishedWork }
        self.progress.failure = "\(failed) of \(progress.rows.count) did not finish"
        self.progress.hint = "↑↓ task  r retry  c continue  Esc cancel"
        syncButtons()
    }

    /// The tasks that can be retried: those that failed or were cancelled.
    var retriable: [Int] {
        progress.rows.indices.filter { progress.rows[$0].state.isUnfinishedWork }
    }

    private mutating func syncButtons() {
        progress.buttonRow = buttonRow
    }

    mutating func handle(_ event: InputEvent) -> DialogResponse<Choice> {
        if case .key(.escape) = event { return .cancel }
        if case .key(let key) = event, [.up, .down, .home, .end, .pageUp, .pageDown].contains(key) {
            switch cursor.handle(key, rows: nil, count: progress.rows.count) {
            case .moved, .unchanged:
                progress.selected = cursor.selected
                return .handled
            case .clicked, .ignored:
                break
            }
        }
        let outcome = buttonRow.handle(event)
        syncButtons()
        switch outcome {
        case .pressed(0):
            guard retriable.contains(cursor.selected) else { return .handled }
            return .submit(.retry(cursor.selected))
        case .pressed: return .submit(.goOn)
        case .moved, .unchanged, .leaves: return .handled
        case .ignored: return .ignored
        }
    }

    func render(into frame: inout Frame) {
        progress.render(into: &frame)
    }
}
