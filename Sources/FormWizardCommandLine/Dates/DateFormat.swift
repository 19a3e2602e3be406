import FormWizard

/// A `--format` for printing a date, with strftime's date conversions: `%Y` year, `%m` month
/// (01–12), `%d` day (01–31), `%e` day without the zero, `%j` day of the year (001–366), `%B`
/// and `%b` the month's name and its first three letters, `%A` and `%a` the weekday's, `%u`
/// weekday 1–7 from Monday, `%F` the ISO date, `%%` a percent sign.
struct DateFormat: Hashable, Sendable {
    let format: ConversionFormat

    static let weekdays = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]

    /// The format `pattern`; an unknown conversion is a usage error.
    init(_ pattern: String) throws(ArgumentError) {
        format = try ConversionFormat(pattern, conversions: "YmdejBbAauF")
    }

    /// ISO 8601: `%F`.
    static let iso = DateFormat(format: ConversionFormat(checked: "%F"))

    private init(format: ConversionFormat) {
        self.format = format
    }

    func string(from date: CalendarDate) -> String {
        format.string { Self.convert($0, date) }
    }

    private static func convert(_ conversion: Character, _ date: CalendarDate) -> String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        let weekday = weekdays[date.weekday.rawValue]
        switch conversion {
        case "Y": return padded(date.year, 4)
        case "m": return padded(date.month, 2)
        case "d": return padded(date.day, 2)
        case "e": return String(date.day)
        case "j":
            let yearStart = CalendarDate(year: date.year, month: 1, day: 1)!
            var day = 1
            var month = yearStart
            while month.month < date.month {
                day += CalendarDate.days(inMonth: month.month, of: month.year)
                month = month.adding(months: 1)
            }
            return padded(day + date.day - 1, 3)
        case "B": return DatePicker.englishMonths[date.month - 1]
        case "b": return String(DatePicker.englishMonths[date.month - 1].prefix(3))
        case "A": return weekday
        case "a": return String(weekday.prefix(3))
        case "u": return String(date.weekday == .sunday ? 7 : date.weekday.rawValue)
        case "F": return date.description
        default: return ""
        }
    }
}
