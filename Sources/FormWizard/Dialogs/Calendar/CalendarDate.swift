/// A day in the proleptic Gregorian calendar: year, month and day, with no time and no time
/// zone (what a date picker returns; no Foundation needed).
///
/// Its `description` is ISO 8601 (`2026-12-01`); `init?(_:)` reads that form back.
public struct CalendarDate: Hashable, Comparable, Sendable, CustomStringConvertible, LosslessStringConvertible {
    /// The year, from 1 to 9999.
    public let year: Int
    /// The month, from 1 (January) to 12.
    public let month: Int
    /// The day of the month, from 1.
    public let day: Int

    /// The date `year`-`month`-`day`, or `nil` when there is no such day (February 30th, a year
    /// outside 1...9999).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.days(inMonth: month, of: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads `YYYY-MM-DD` (ISO 8601's calendar date); `nil` for anything else.
    public init?(_ description: String) {
        let parts = description.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }), let year = Int(parts[0]),
            let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// `YYYY-MM-DD`.
    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    /// Whether `year` has a February 29th.
    public static func isLeapYear(_ year: Int) -> Bool {
        year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    }

    /// The number of days in `month` (1...12) of `year`.
    public static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The day of the week.
    public var weekday: Weekday {
        // 0001-01-01 was a Monday in the proleptic Gregorian calendar.
        Weekday(rawValue: (dayNumber % 7 + 1) % 7)!
    }

    /// The date `count` days later (earlier when negative), kept within 0001-01-01...9999-12-31.
    public func adding(days count: Int) -> CalendarDate {
        Self(dayNumber: min(max(0, dayNumber.addingSaturated(count)), Self.last.dayNumber))
    }

    /// The same day `count` months later (earlier when negative), the day clamped to the length
    /// of the month reached (January 31st plus one month is February 28th or 29th).
    public func adding(months count: Int) -> CalendarDate {
        let index = min(max(0, (year * 12 + month - 13).addingSaturated(count)), 9999 * 12 - 1)
        let year = index / 12 + 1
        let month = index % 12 + 1
        return CalendarDate(year: year, month: month, day: min(day, Self.days(inMonth: month, of: year)))!
    }

    /// The first day of this date's month.
    public var firstOfMonth: CalendarDate { CalendarDate(year: year, month: month, day: 1)! }

    /// The earliest and latest dates there are.
    public static let first = CalendarDate(year: 1, month: 1, day: 1)!
    /// The latest date there is: 9999-12-31.
    public static let last = CalendarDate(year: 9999, month: 12, day: 31)!

    /// Days since 0001-01-01.
    var dayNumber: Int {
        let years = year - 1
        var days = years * 365 + years / 4 - years / 100 + years / 400
        for earlier in 1..<month { days += Self.days(inMonth: earlier, of: year) }
        return days + day - 1
    }

    /// The date `dayNumber` days after 0001-01-01.
    init(dayNumber: Int) {
        // 146,097 days in 400 years; within them, estimate the year and correct it.
        var left = dayNumber
        let cycles = left / 146_097
        left %= 146_097
        func daysBefore(_ years: Int) -> Int { years * 365 + years / 4 - years / 100 + years / 400 }
        var years = left * 400 / 146_097
        while daysBefore(years + 1) <= left { years += 1 }
        while daysBefore(years) > left { years -= 1 }
        left -= daysBefore(years)
        let year = 1 + 400 * cycles + years
        var month = 1
        while left >= Self.days(inMonth: month, of: year) {
            left -= Self.days(inMonth: month, of: year)
            month += 1
        }
        self.year = year
        self.month = month
        self.day = left + 1
    }
}

/// A day of the week, numbered as C's `tm_wday`: Sunday is 0.
public enum Weekday: Int, CaseIterable, Sendable {
    /// Sunday (0).
    case sunday
    /// Monday (1).
    case monday
    /// Tuesday (2).
    case tuesday
    /// Wednesday (3).
    case wednesday
    /// Thursday (4).
    case thursday
    /// Friday (5).
    case friday
    /// Saturday (6).
    case saturday
}
