import FormWizard

/// `formwizard calendar`: a month grid; prints the chosen day.
struct CalendarCommand: Subcommand, DialogCommand, Hashable {
    static let name = "calendar"
    static let summary = "choose a day on a month grid; print it (ISO 8601 or --format)"
    static let help = """
        Usage: formwizard calendar [OPTIONS]

        Shows a month grid and prints the chosen day, as 2026-12-01 unless --format says
        otherwise:

          due=$(formwizard calendar --title "Due date" --min today) || exit

        Options:
          --title TEXT        the title in the frame
          --message TEXT      text above the grid, wrapped to fit
          --date DATE         the day selected at first (default: today)
          --min DATE          the first day that may be chosen
          --max DATE          the last day that may be chosen
          --first-weekday DAY the weekday in the first column: monday (default) or sunday,
                              or any other day's name
          --format FORMAT     how to print the day: %Y year, %m month, %d day, %e day
                              without a zero, %j day of the year, %B/%b month name, %A/%a
                              weekday name, %u weekday 1-7 from Monday, %F 2026-12-01, %%
          -h, --help          show this help

        A DATE is YYYY-MM-DD, or today.

        Keys: Left/Right move a day, Up/Down a week, PgUp/PgDn a month, < and > a year,
        Home/End the first and last day of the month; typing a date (2027-03-14 or
        20270314) jumps to it; Enter chooses; Esc forgets a date being typed, else cancels.

        Exit status: 0 a day was chosen (printed with a newline), 1 Esc (nothing is
        printed), 2 usage error.

        """

    var title: StyledText = "Choose a date"
    var message: StyledText = ""
    var selected: CalendarDate
    var range = CalendarDate.first...CalendarDate.last
    var firstWeekday = Weekday.monday
    var format = DateFormat.iso

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        let today = LocalClock.today()
        func date(_ option: String) throws(ArgumentError) -> CalendarDate {
            let text = try arguments.value(for: option)
            if text == "today" { return today }
            guard let date = CalendarDate(text) else {
                throw .invalid("\(option) '\(text)' is not a date (YYYY-MM-DD, or today)")
            }
            return date
        }
        var selected: CalendarDate?
        var first = CalendarDate.first
        var last = CalendarDate.last
        while let option = try arguments.nextOption() {
            switch option {
            case "--title": title = StyledText(try arguments.value(for: option))
            case "--message": message = StyledText(try arguments.value(for: option))
            case "--date": selected = try date(option)
            case "--min": first = try date(option)
            case "--max": last = try date(option)
            case "--first-weekday":
                let name = try arguments.value(for: option)
                guard let index = DateFormat.weekdays.firstIndex(where: { $0.lowercased() == name.lowercased() }) else {
                    throw .invalid("--first-weekday '\(name)' is not a weekday (monday, sunday, …)")
                }
                firstWeekday = Weekday(rawValue: index)!
            case "--format": format = try DateFormat(try arguments.value(for: option))
            default: throw arguments.unknown(option)
            }
        }
        guard first <= last else { throw .invalid("--min \(first) is after --max \(last)") }
        range = first...last
        self.selected = selected ?? today
    }

    var dialog: DatePicker {
        DatePicker(title: title, message: message, selected: selected, in: range, firstWeekday: firstWeekday)
    }

    func result(for date: CalendarDate) -> CommandResult {
        .submitted(format.string(from: date))
    }
}
