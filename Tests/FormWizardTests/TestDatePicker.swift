import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestDatePicker {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]
    static let today = CalendarDate("2026-12-01")!

    @Test(arguments: sizes) func aMonthWithTheSelectedDay(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.datePicker("出発日 📅", message: "When do you leave?", selected: Self.today) }
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.right, .enter)
        #expect(try await answer.value == CalendarDate("2026-12-02"))
    }

    @Test(arguments: sizes) func aRangeDimsTheDaysOutsideIt(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let range = CalendarDate("2026-12-10")!...CalendarDate("2027-01-05")!
        let answer = Task {
            try await screen.datePicker(
                "Delivery", selected: Self.today, in: range, firstWeekday: .sunday,
                weekdayNames: ["日", "月", "火", "水", "木", "金", "土"])
        }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "range.start.\(size)")
        term.send(.pageDown, .pageDown)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "range.end.\(size)")
        term.send(.enter)
        #expect(try await answer.value == CalendarDate("2027-01-05"))
    }

    @Test func keysMoveByDayWeekMonthAndYear() async throws {
        let term = VirtualTerminal(columns: 40, rows: 16)
        let screen = Screen(terminal: term)
        let script: [([InputEvent], String)] = [
            ([.key(.left)], "2026-11-30"), ([.key(.up)], "2026-11-24"), ([.key(.down)], "2026-12-08"),
            ([.key(.pageUp)], "2026-11-01"), ([.key(.pageDown), .key(.pageDown)], "2027-02-01"),
            ([.key(.end)], "2026-12-31"), ([.key(.end), .key(.home)], "2026-12-01"),
            ([.key(.character(">"))], "2027-12-01"), ([.key(.character("<")), .key(.character("<"))], "2024-12-01"),
        ]
        for (keys, expected) in script {
            let answer = Task { try await screen.datePicker("Date", selected: Self.today) }
            await screen.waitUntilIdle()
            term.send(keys + [.key(.enter)])
            #expect(try await answer.value == CalendarDate(expected), "\(keys)")
        }
    }

    @Test func typingADateJumpsToIt() async throws {
        let term = VirtualTerminal(columns: 40, rows: 16)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.datePicker("Date", selected: Self.today) }
        await screen.waitUntilIdle()
        term.type("2027-0")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "typing")
        term.type("3-14")
        term.send(.enter)
        #expect(try await answer.value == CalendarDate("2027-03-14"))
        let compact = Task { try await screen.datePicker("Date", selected: Self.today) }
        await screen.waitUntilIdle()
        term.type("20280229")
        term.send(.enter)
        #expect(try await compact.value == CalendarDate("2028-02-29"))
    }

    @Test func aDateThatIsNoneOrOutOfRangeIsRefused() async throws {
        let term = VirtualTerminal(columns: 40, rows: 16)
        let screen = Screen(terminal: term)
        let range = CalendarDate("2026-01-01")!...CalendarDate("2026-12-31")!
        let answer = Task { try await screen.datePicker("Date", selected: Self.today, in: range) }
        await screen.waitUntilIdle()
        term.type("2026-02-30")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "notADate")
        term.type("2027-01-01")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "outOfRange")
        term.type("2026-1")
        term.send(.enter)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "incomplete")
        term.send(.backspace, .backspace, .backspace, .backspace, .backspace, .backspace, .right, .enter)
        #expect(try await answer.value == CalendarDate("2026-12-02"))
    }

    @Test func escForgetsATypedDateThenCancels() async throws {
        let term = VirtualTerminal(columns: 40, rows: 16)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.datePicker("Date", selected: Self.today) }
        await screen.waitUntilIdle()
        term.type("2027")
        term.send(.escape)
        await screen.waitUntilIdle()
        #expect(screen.presentationCount == 1)
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await answer.value }
    }

    @Test func aResizeKeepsTheSelectedDay() async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.datePicker("Date", selected: Self.today) }
        await screen.waitUntilIdle()
        term.send(.down, .down, .down)
        term.resize(columns: 20, rows: 6)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "resized")
        term.send(.enter)
        #expect(try await answer.value == CalendarDate("2026-12-22"))
    }
}
