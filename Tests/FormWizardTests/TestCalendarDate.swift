import FormWizard
import Testing

struct TestCalendarDate {
    static func date(_ text: String) -> CalendarDate { CalendarDate(text)! }

    @Test func isoTextRoundTrips() {
        #expect(Self.date("2026-12-01").description == "2026-12-01")
        #expect(CalendarDate(year: 7, month: 3, day: 9)?.description == "0007-03-09")
        for bad in [
            "2026-02-29", "2026-13-01", "2026-00-10", "0000-01-01", "2026-1-01", "2026/12/01", "", "２０２６-12-01",
        ] {
            #expect(CalendarDate(bad) == nil, "\(bad)")
        }
        #expect(CalendarDate("2024-02-29") != nil)
        #expect(CalendarDate("1900-02-29") == nil)
        #expect(CalendarDate("2000-02-29") != nil)
    }

    @Test func weekdaysMatchKnownDays() {
        #expect(Self.date("2026-12-01").weekday == .tuesday)
        #expect(Self.date("1970-01-01").weekday == .thursday)
        #expect(Self.date("2000-02-29").weekday == .tuesday)
        #expect(Self.date("0001-01-01").weekday == .monday)
        #expect(Self.date("9999-12-31").weekday == .friday)
    }

    @Test func addingDaysCrossesMonthsYearsAndLeapDays() {
        #expect(Self.date("2026-12-31").adding(days: 1) == Self.date("2027-01-01"))
        #expect(Self.date("2024-02-28").adding(days: 1) == Self.date("2024-02-29"))
        #expect(Self.date("2024-03-01").adding(days: -1) == Self.date("2024-02-29"))
        #expect(Self.date("2026-12-01").adding(days: 365 * 400 + 97) == Self.date("2426-12-01"))
        #expect(Self.date("0001-01-01").adding(days: -1) == CalendarDate.first)
        #expect(Self.date("9999-12-31").adding(days: 1) == CalendarDate.last)
    }

    @Test func everyDayNumberRoundTripsOverFourHundredYears() {
        var date = Self.date("1999-12-25")
        var broken: [CalendarDate] = []
        for _ in 0..<146_097 {
            let next = date.adding(days: 1)
            if !(next > date) || next.adding(days: -1) != date || CalendarDate(next.description) != next {
                broken.append(date)
            }
            date = next
        }
        #expect(broken == [])
        #expect(date == Self.date("2399-12-25"))
    }

    @Test func addingMonthsClampsTheDay() {
        #expect(Self.date("2026-01-31").adding(months: 1) == Self.date("2026-02-28"))
        #expect(Self.date("2024-01-31").adding(months: 1) == Self.date("2024-02-29"))
        #expect(Self.date("2026-12-15").adding(months: 1) == Self.date("2027-01-15"))
        #expect(Self.date("2026-01-15").adding(months: -13) == Self.date("2024-12-15"))
        #expect(Self.date("9999-12-15").adding(months: 1) == Self.date("9999-12-15"))
        #expect(Self.date("0001-01-15").adding(months: -1) == Self.date("0001-01-15"))
    }
}
