/// A month as a grid of day numbers, a week per row, like `cal`: the selected day in the focused
/// style, days outside `range` dimmed.
///
/// The month always takes six weeks (`MonthGrid.weeks`); `firstWeek` and the area's height say
/// which of them are drawn, so a short area shows the weeks around the selected day. Each day
/// takes three columns: the grid is `MonthGrid.width` (20) wide.
public struct MonthGrid: Widget {
    /// Weeks a month's grid has, whatever the month: 6 (a 31-day month starting on the last
    /// weekday spans six).
    public static let weeks = 6

    /// The month shown: any day in it.
    public var month: CalendarDate
    /// The day highlighted, if it is in this month.
    public var selected: CalendarDate?
    /// The days drawn normally; the others are dimmed.
    public var range: ClosedRange<CalendarDate>
    /// The weekday in the first column.
    public var firstWeekday: Weekday
    /// The first of the six weeks to draw, from 0 (clamped to 0...6: 6 draws none).
    public var firstWeek: Int {
        didSet { firstWeek = firstWeek.clamped(to: 0...Self.weeks) }
    }

    /// The grid of `month`'s days, `selected` highlighted, weeks from `firstWeek` down.
    public init(
        month: CalendarDate, selected: CalendarDate?, range: ClosedRange<CalendarDate>, firstWeekday: Weekday,
        firstWeek: Int = 0
    ) {
        self.month = month
        self.selected = selected
        self.range = range
        self.firstWeekday = firstWeekday
        self.firstWeek = firstWeek.clamped(to: 0...Self.weeks)
    }

    /// The columns a grid takes: seven days of two digits, a space between them.
    public static let width = 20

    /// The week (0...5) of the grid that `date`'s day falls in.
    public func week(of date: CalendarDate) -> Int {
        (leadingBlanks + date.day - 1) / 7
    }

    /// The cells before the 1st in the first week.
    var leadingBlanks: Int {
        (month.firstOfMonth.weekday.rawValue - firstWeekday.rawValue + 7) % 7
    }

    public func render(in area: Rect, into frame: inout Frame) {
        let theme = frame.theme
        let first = month.firstOfMonth
        let length = CalendarDate.days(inMonth: first.month, of: first.year)
        for row in 0..<min(area.rows, Self.weeks - firstWeek) {
            let week = firstWeek + row
            for column in 0..<7 {
                let day = week * 7 + column - leadingBlanks + 1
                guard (1...length).contains(day) else { continue }
                let date = CalendarDate(year: first.year, month: first.month, day: day)!
                let style =
                    date == selected
                    ? theme.focused : range.contains(date) ? theme.dialog : theme.dialog.adding(theme.hint.attributes)
                let text = day < 10 ? " \(day)" : "\(day)"
                frame.buffer.write(
                    text, at: Point(x: area.x + column * 3, y: area.y + row), style: style, clip: area)
            }
        }
    }
}

/// The weekdays' names above a `MonthGrid`, in its columns.
public struct WeekdayHeader: Widget {
    /// The names, Sunday first (at most two columns each).
    public var names: [String]
    /// The weekday in the first column.
    public var firstWeekday: Weekday

    /// The names of the week starting on `firstWeekday`.
    public init(names: [String], firstWeekday: Weekday) {
        self.names = names
        self.firstWeekday = firstWeekday
    }

    public func render(in area: Rect, into frame: inout Frame) {
        guard area.rows > 0, names.count == 7 else { return }
        let style = frame.theme.dialog.adding(frame.theme.hint.attributes)
        for column in 0..<7 {
            let name = TextLayout.truncate(names[(firstWeekday.rawValue + column) % 7], to: 2)
            let x = area.x + column * 3 + 2 - DisplayWidth.of(name)
            frame.buffer.write(name, at: Point(x: x, y: area.y), style: style, clip: area)
        }
    }
}
