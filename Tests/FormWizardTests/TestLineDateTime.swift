import FormWizard
import FormWizardTesting
import Testing

/// The date and time pickers in line mode: typed as `YYYY-MM-DD` and `HH:MM:SS`, asked again
/// until valid.
@MainActor
struct TestLineDateTime {
    let lines = VirtualLineTerminal()
    let screen: Screen

    init() {
        screen = Screen(lines: lines)
    }

    @Test func aDateIsAskedAgainUntilItIsOneInTheRange() async throws {
        lines.type("tomorrow", "2026-02-30", "2026-11-30", "2027-01-01", "20261224")
        let first = CalendarDate(year: 2026, month: 12, day: 1)!
        let last = CalendarDate(year: 2026, month: 12, day: 31)!
        let day = try await screen.datePicker(
            "Start date", message: "When does it begin?", selected: CalendarDate(year: 2026, month: 12, day: 3)!,
            in: first...last)
        #expect(day == CalendarDate(year: 2026, month: 12, day: 24))
        lines.type("")
        let kept = try await screen.datePicker("Birthday", selected: CalendarDate(year: 1815, month: 12, day: 10)!)
        #expect(kept == CalendarDate(year: 1815, month: 12, day: 10))
        #expect(
            lines.transcript == """
                Start date
                When does it begin?
                Date (YYYY-MM-DD, from 2026-12-01 to 2026-12-31) [2026-12-03]: «tomorrow»
                Type a date as YYYY-MM-DD
                Date (YYYY-MM-DD, from 2026-12-01 to 2026-12-31) [2026-12-03]: «2026-02-30»
                2026-02-30 is not a date
                Date (YYYY-MM-DD, from 2026-12-01 to 2026-12-31) [2026-12-03]: «2026-11-30»
                The first day is 2026-12-01
                Date (YYYY-MM-DD, from 2026-12-01 to 2026-12-31) [2026-12-03]: «2027-01-01»
                The last day is 2026-12-31
                Date (YYYY-MM-DD, from 2026-12-01 to 2026-12-31) [2026-12-03]: «20261224»
                Birthday
                Date (YYYY-MM-DD) [1815-12-10]: «»

                """)
    }

    @Test func aTimeIsAskedAgainUntilValid() async throws {
        lines.type("7:30", "24:00:00", "07:30")
        let alarm = try await screen.timePicker("Alarm", message: "Wake me at", selected: .midnight)
        #expect(alarm == TimeOfDay(hour: 7, minute: 30))
        lines.type("07:30:15", "", "")
        let short = try await screen.timePicker(
            "Meeting", selected: TimeOfDay(hour: 9, minute: 5)!, showsSeconds: false)
        #expect(short == TimeOfDay(hour: 9, minute: 5))
        #expect(
            try await screen.timePicker("Now", selected: TimeOfDay(hour: 23, minute: 59, second: 59)!)
                == TimeOfDay(hour: 23, minute: 59, second: 59))
        #expect(
            lines.transcript == """
                Alarm
                Wake me at
                Time (HH:MM:SS) [00:00:00]: «7:30»
                Type a time as HH:MM:SS, from 00:00:00 to 23:59:59
                Time (HH:MM:SS) [00:00:00]: «24:00:00»
                Type a time as HH:MM:SS, from 00:00:00 to 23:59:59
                Time (HH:MM:SS) [00:00:00]: «07:30»
                Meeting
                Time (HH:MM) [09:05]: «07:30:15»
                Type a time as HH:MM, from 00:00 to 23:59
                Time (HH:MM) [09:05]: «»
                Now
                Time (HH:MM:SS) [23:59:59]: «»

                """)
    }

    @Test func escapeAndTheEndOfInputCancel() async throws {
        lines.escape()
        await #expect(throws: CancellationError.self) {
            try await screen.datePicker("Day", selected: CalendarDate(year: 2026, month: 1, day: 1)!)
        }
        lines.endInput()
        await #expect(throws: CancellationError.self) { try await screen.timePicker("Time", selected: .midnight) }
        #expect(
            lines.transcript == """
                Day
                Date (YYYY-MM-DD) [2026-01-01]: «Esc»
                Time
                Time (HH:MM:SS) [00:00:00]: «end of input»

                """)
    }
}
