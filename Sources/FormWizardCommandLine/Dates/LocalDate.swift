import FormWizard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Today in the local time zone, from the C library's clock (`time`, `localtime_r`).
enum LocalDate {
    static func today() -> CalendarDate {
        var now = time(nil)
        var parts = tm()
        guard localtime_r(&now, &parts) != nil,
            let date = CalendarDate(
                year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
        else { return CalendarDate(year: 1970, month: 1, day: 1)! }
        return date
    }
}
