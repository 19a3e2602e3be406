extension DatePicker {
    /// The key hints, longest first: the widest that fits is shown.
    var keyHints: [String] {
        ["PgUp/PgDn month · Enter choose", "Enter choose · Esc \(escapeAction)"]
    }

    /// What the line under the grid says: why a key was refused, the date being typed, or the
    /// day selected with its weekday.
    var statusLine: (text: String, isProblem: Bool) {
        if let problem { return (problem, true) }
        if !typed.isEmpty { return ("Date: \(typed)▏", false) }
        return ("\(weekdayNames[selected.weekday.rawValue]) \(selected)", false)
    }

    public func render(into frame: inout Frame) {
        let bounds = frame.bounds
        let maxContent = max(1, Panel.contentWidth(in: bounds, upTo: 72))
        // Narrower than the grid, the status line shows the day alone, between arrows.
        let hasGrid = maxContent >= MonthGrid.width
        let lines = message.isEmpty ? [] : message.wrapped(width: min(maxContent, 40))
        let width = min(
            maxContent,
            max(
                MonthGrid.width, DisplayWidth.of(title.plain) + 2, lines.map { DisplayWidth.of($0.plain) }.max() ?? 0,
                30))
        let hint = keyHints.first { DisplayWidth.of($0) <= width }
        // The weeks and the month's name stay longest, then the status line and the weekdays.
        let (panel, areas) = RowLayout([
            .init(lines.count, priority: 2), .init(lines.isEmpty ? 0 : 1, priority: 0), .init(1, priority: 6),
            .init(hasGrid ? 1 : 0, priority: 4), .init(hasGrid ? MonthGrid.weeks : 0, priority: 5),
            .init(hasGrid ? 1 : 0, priority: 0), .init(1, priority: 7),
            .init(hint == nil ? 0 : 1, priority: 1),
        ]).panel(width: width, in: bounds)
        frame.render(Panel(title: title), in: panel)
        let (messageArea, headerArea, weekdayArea, weeksArea, statusArea, hintArea) =
            (areas[0], areas[2], areas[3], areas[4], areas[6], areas[7])
        let theme = frame.theme

        frame.render(
            Paragraph(styledLines: Paragraph.fitting(lines, rows: messageArea.rows, width: width)), in: messageArea)
        let monthTitle = "\(monthNames[selected.month - 1]) \(selected.year)"
        frame.render(Paragraph(lines: [monthTitle], style: theme.title, alignment: .center), in: headerArea)
        let grid = centered(MonthGrid.width, in: weekdayArea.rows > 0 ? weekdayArea : weeksArea)
        frame.render(
            WeekdayHeader(names: weekdayNames, firstWeekday: firstWeekday),
            in: Rect(x: grid.x, y: weekdayArea.y, columns: grid.columns, rows: weekdayArea.rows))
        var month = MonthGrid(month: selected, selected: selected, range: range, firstWeekday: firstWeekday)
        let rows = weeksArea.rows
        month.firstWeek = max(0, min(month.week(of: selected) - (rows - 1) / 2, MonthGrid.weeks - rows))
        frame.render(month, in: Rect(x: grid.x, y: weeksArea.y, columns: grid.columns, rows: rows))
        var status = statusLine
        if !hasGrid, !status.isProblem, typed.isEmpty { status.text = "◀ \(selected) ▶" }
        frame.render(
            Paragraph(lines: [status.text], style: status.isProblem ? theme.error : theme.dialog, alignment: .center),
            in: statusArea)
        frame.render(Paragraph(lines: [hint ?? ""], style: theme.hint, alignment: .center), in: hintArea)
    }

    /// The columns of `area` a grid `width` wide takes, centred.
    private func centered(_ width: Int, in area: Rect) -> Rect {
        let columns = min(width, area.columns)
        return Rect(x: area.x + (area.columns - columns) / 2, y: area.y, columns: columns, rows: area.rows)
    }
}
