/// Progress of several tasks at once: a row per task (waiting, running with a bar or a
/// spinner, done, failed with its reason, cancelled) under a message, and an overall gauge.
///
/// `Screen.withTaskProgress` runs tasks under it. Shown on its own (`show`), its rows are the
/// caller's to set, as `formwizard mixedgauge` does from its input. While it runs, Esc or Cancel
/// cancels it (when `cancellable`); once a task failed (`failure` set), it shows which, and
/// Enter or Esc closes it.
public struct TaskProgress: Dialog {
    /// The title in the frame.
    public var title: String
    /// The text above the rows, wrapped to fit.
    public var message: String
    /// The tasks, top to bottom.
    public var rows: [TaskRow]
    /// Whether there is a Cancel button while the tasks run (and Esc cancels).
    public var cancellable: Bool
    /// Why the tasks stopped, once one failed: the dialog then waits for OK.
    public var failure: String?
    /// The spinner's frame.
    public var phase = 0
    /// Whether a pane under the gauge shows the log of the task at `selected`
    /// (`TaskProgressReporter.log(_:)`).
    public var showsLog = false
    /// The task whose name is highlighted and whose log shows, if any.
    public var selected: Int?
    /// Buttons of a dialog built on this one (`TaskReport`'s Retry and Continue), drawn in
    /// place of Cancel or OK; and a line of key hints under them.
    var buttonRow: ButtonRow?
    var hint: String?

    /// The rows of the log pane, under its title.
    static let logRows = 6

    /// - Parameters:
    ///   - title: the title in the frame.
    ///   - message: text above the rows, wrapped to fit.
    ///   - rows: the tasks, top to bottom.
    ///   - cancellable: whether there is a Cancel button while the tasks run.
    public init(title: String, message: String = "", rows: [TaskRow], cancellable: Bool = true) {
        self.title = title
        self.message = message
        self.rows = rows
        self.cancellable = cancellable
    }

    /// How much is done overall, 0 to 1: each task counts equally.
    public var fraction: Double {
        rows.isEmpty ? 0 : rows.map(\.state.fraction).reduce(0, +) / Double(rows.count)
    }

    /// The number of tasks done.
    public var doneCount: Int {
        rows.count {
            if case .done = $0.state { return true }
            return false
        }
    }

    var buttons: [ButtonBar.Button] {
        if let buttonRow { return buttonRow.buttons }
        if failure != nil { return [ButtonBar.Button("OK")] }
        return cancellable ? [ButtonBar.Button("Cancel", role: .cancel)] : []
    }

    public mutating func handle(_ event: InputEvent) -> DialogResponse<Void> {
        if event.mouse?.clickedButton == 0 {
            if failure != nil { return .submit(()) }
            return cancellable ? .cancel : .ignored
        }
        guard case .key(let key) = event else { return .ignored }
        if failure != nil {
            switch key {
            case .enter, .escape, .character(" "), .character("o"), .character("O"): return .submit(())
            default: return .ignored
            }
        }
        guard cancellable else { return .ignored }
        switch key {
        case .escape, .enter, .character(" "): return .cancel
        default: return ButtonBar.hotkeyIndex(for: key.typedCharacter, in: buttons) == nil ? .ignored : .cancel
        }
    }

    public var tasks: [DialogTask<TaskProgress>] {
        let spins = rows.contains {
            if case .running(nil, _) = $0.state { return true }
            return false
        }
        return spins && failure == nil ? [.spinner(\.phase)] : []
    }

    /// The first row to show so that the rows that matter (the selected one, a failure, then
    /// what runs) stay in view when not all fit.
    func firstRow(showing count: Int) -> Int {
        guard rows.count > count, count > 0 else { return 0 }
        let focus =
            selected.flatMap { rows.indices.contains($0) ? $0 : nil } ?? rows.firstIndex {
                if case .failed = $0.state { return true }
                return false
            } ?? rows.firstIndex { !$0.state.isFinished } ?? rows.count - 1
        return max(0, min(focus - count / 2, rows.count - count))
    }

    public func render(into frame: inout Frame) {
        let bounds = frame.bounds
        let width = max(1, Panel.contentWidth(in: bounds, upTo: 64))
        let lines = message.isEmpty ? [] : TextLayout.wrap(message, width: width)
        let failureLines = failure.map { TextLayout.wrap($0, width: width) } ?? []
        let bar = buttonRow?.bar() ?? ButtonBar(buttons: buttons, focused: buttons.isEmpty ? nil : 0)
        let barRows = buttons.isEmpty ? 0 : bar.size(width: width).rows
        let (panel, areas) = RowLayout([
            .init(lines.count, priority: 2), .init(lines.isEmpty ? 0 : 1, priority: 0),
            .init(rows.count, priority: 6), .init(1, priority: 0), .init(1, priority: 5), .init(1, priority: 3),
            .init(showsLog ? 1 : 0, priority: 1), .init(showsLog ? Self.logRows : 0, priority: 1),
            .init(failureLines.count, priority: 7), .init(barRows > 0 ? 1 : 0, priority: 0),
            .init(barRows, priority: 4), .init(hint == nil ? 0 : 1, priority: 2),
        ]).panel(width: width, in: bounds)
        frame.render(Panel(title: title), in: panel)
        let theme = frame.theme
        frame.render(
            Paragraph(lines: Paragraph.fitting(lines, rows: areas[0].rows, width: areas[0].columns)), in: areas[0])
        let first = firstRow(showing: areas[2].rows)
        frame.render(
            TaskRowList(rows: Array(rows.dropFirst(first)), phase: phase, selected: selected.map { $0 - first }),
            in: areas[2])
        frame.render(GaugeBar(fraction: fraction), in: areas[4])
        frame.render(
            Paragraph(lines: ["\(doneCount) of \(rows.count) done"], style: theme.hint, alignment: .center),
            in: areas[5])
        renderLog(title: areas[6], lines: areas[7], into: &frame)
        frame.render(Paragraph(lines: failureLines, style: theme.error), in: areas[8])
        frame.render(bar, in: areas[10])
        if let hint {
            frame.render(Paragraph(lines: [hint], style: theme.hint), in: areas[11])
        }
    }

    /// The log pane: a rule naming the selected task, then the last lines it logged.
    private func renderLog(title: Rect, lines area: Rect, into frame: inout Frame) {
        guard showsLog, !title.isEmpty else { return }
        let theme = frame.theme
        let row = selected.flatMap { rows.indices.contains($0) ? rows[$0] : nil }
        let name = row.map { " \(TextLayout.truncate($0.name, to: max(0, title.columns - 4))) " } ?? ""
        let rule = "─" + name + String(repeating: "─", count: max(0, title.columns - 1 - DisplayWidth.of(name)))
        frame.buffer.write(rule, at: title.origin, style: theme.border, clip: title)
        guard let log = row?.log else { return }
        for (offset, line) in log.suffix(area.rows).enumerated() {
            frame.buffer.write(
                TextLayout.truncate(line, to: area.columns), at: Point(x: area.x, y: area.y + offset),
                style: theme.dialog, clip: area)
        }
    }
}
