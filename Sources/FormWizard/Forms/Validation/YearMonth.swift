#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A month of a year in the Gregorian calendar, such as December 2026: what "today" means for a
/// card's expiry.
public struct YearMonth: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, e.g. 2026.
    public let year: Int
    /// The month, 1 (January) to 12 (December).
    public let month: Int

    /// The month `month` (1 to 12) of `year`. A month outside 1...12 is clamped to it, and the
    /// year to ±`Int32.max`.
    public init(year: Int, month: Int) {
        self.year = year.clampedAtEntry
        self.month = month.clamped(to: 1...12)
    }

    /// The current month in the local time zone, read from libc's clock.
    public static func current() -> YearMonth {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil else {
            preconditionFailure("localtime_r failed for the current time")
        }
        return YearMonth(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1)
    }

    /// The month `count` months later (earlier when negative), kept within the years
    /// ±`Int32.max`.
    public func adding(months count: Int) -> YearMonth {
        let index = (year * 12 + (month - 1)).addingSaturated(count)
        let (years, months) = index.quotientAndRemainder(dividingBy: 12)
        return months >= 0 ? YearMonth(year: years, month: months + 1) : YearMonth(year: years - 1, month: months + 13)
    }

    public static func < (lhs: YearMonth, rhs: YearMonth) -> Bool {
        (lhs.year, lhs.month) < (rhs.year, rhs.month)
    }

    /// The month as `YYYY-MM`, e.g. `2026-12`.
    public var description: String {
        let month = month < 10 ? "0\(month)" : "\(month)"
        return "\(year)-\(month)"
    }
}
