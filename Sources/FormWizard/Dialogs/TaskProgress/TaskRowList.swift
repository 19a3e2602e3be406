/// The rows of a `TaskProgress`, one task per line: the name, then its state on the right —
/// `· waiting`, a spinner or a small bar while it runs, `✓ done`, `✗` and the reason it failed,
/// `– cancelled`.
public struct TaskRowList: Widget {
    /// The rows to draw, top to bottom.
    public var rows: [TaskRow]
    /// The spinner's frame, for running tasks that give no fraction.
    public var phase: Int
    /// The index in `rows` of the row whose name is highlighted, if any (the task whose log
    /// shows).
    public var selected: Int?

    /// A list of `rows`, spinners at frame `phase`.
    public init(rows: [TaskRow], phase: Int) {
        self.init(rows: rows, phase: phase, selected: nil)
    }

    /// A list of `rows`, spinners at frame `phase`, the row at `selected` highlighted.
    public init(rows: [TaskRow], phase: Int, selected: Int?) {
        self.rows = rows
        self.phase = phase
        self.selected = selected
    }

    public func render(in area: Rect, into frame: inout Frame) {
        let theme = frame.theme
        let stateWidth = min(max(12, area.columns / 2), area.columns)
        let nameWidth = max(0, area.columns - stateWidth - 1)
        for (index, row) in rows.prefix(area.rows).enumerated() {
            let line = area.row(index)
            frame.buffer.write(
                TextLayout.truncate(row.name, to: nameWidth), at: line.origin,
                style: index == selected ? theme.focused : theme.dialog, clip: line)
            let state = Rect(x: line.maxX - stateWidth, y: line.y, columns: stateWidth, rows: 1)
            switch row.state {
            case .waiting:
                frame.buffer.write("· waiting", at: state.origin, style: theme.hint, clip: state)
            case .running(let fraction?, let status):
                let label = status.map { TextLayout.truncate($0, to: max(0, stateWidth - 12)) } ?? ""
                let bar = Rect(x: state.x, y: state.y, columns: min(stateWidth, 11), rows: 1)
                frame.render(GaugeBar(fraction: fraction), in: bar)
                frame.buffer.write(
                    label, at: Point(x: state.x + 12, y: state.y), style: theme.hint, clip: state)
            case .running(nil, let status):
                frame.render(Spinner(phase: phase), in: state)
                frame.buffer.write(
                    TextLayout.truncate(status ?? "running", to: max(0, stateWidth - 2)),
                    at: Point(x: state.x + 2, y: state.y), style: theme.dialog, clip: state)
            case .done(let note):
                frame.buffer.write(
                    TextLayout.truncate("✓ " + (note ?? "done"), to: stateWidth), at: state.origin, style: theme.dialog,
                    clip: state)
            case .failed(let reason):
                frame.buffer.write(
                    TextLayout.truncate("✗ " + reason, to: stateWidth), at: state.origin, style: theme.error,
                    clip: state)
            case .cancelled:
                frame.buffer.write("– cancelled", at: state.origin, style: theme.hint, clip: state)
            }
        }
    }
}
