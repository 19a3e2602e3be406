import FormWizard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Today and now in the local time zone, from the C library's clock (`time`, `localtime_r`).
enum LocalClock {
    /// The local date and time's parts.
    private static func local() -> tm? {
        var now = time(nil)
        var parts = tm()
        return localtime_r(&now, &parts) == nil ? nil : parts
    }

    static func today() -> CalendarDate {
        guard let parts = local(),
            let date = CalendarDate(
                year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
        else { return CalendarDate(year: 1970, month: 1, day: 1)! }
        return date
    }

    static func now() -> TimeOfDay {
        guard let parts = local(),
            let time = TimeOfDay(
                hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: min(59, Int(parts.tm_sec)))
        else { return .midnight }
        return time
    }
}
