import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestTimePicker {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]
    static let nine = TimeOfDay(hour: 9, minute: 5, second: 30)!

    @Test func timesReadAndPrintAsISO() {
        #expect(Self.nine.description == "09:05:30")
        #expect(TimeOfDay("23:59") == TimeOfDay(hour: 23, minute: 59))
        #expect(TimeOfDay("23:59:59")?.description == "23:59:59")
        for bad in ["24:00", "12:60", "12:00:60", "1:00", "12-00", "", "12:00:00:00", "１２:00"] {
            #expect(TimeOfDay(bad) == nil, "\(bad)")
        }
        #expect(TimeOfDay.midnight < Self.nine)
    }

    @Test(arguments: sizes) func fieldsWithFocusOnTheHour(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.timePicker("起床 ⏰", message: "When should it ring?", selected: Self.nine) }
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.up, .enter)
        #expect(try await answer.value == TimeOfDay(hour: 10, minute: 5, second: 30))
    }

    @Test func keysChangeTheFocusedFieldAndWrap() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let script: [([Key], String)] = [
            ([.down, .down, .down, .down, .down, .down, .down, .down, .down, .down], "23:05:30"),
            ([.right, .pageDown], "09:55:30"), ([.tab, .tab, .end], "09:05:59"), ([.left, .home], "09:05:00"),
            ([.backTab, .pageUp, .pageUp, .pageUp], "09:05:00"), ([.right, .right, .right, .up], "10:05:30"),
        ]
        for (keys, expected) in script {
            let answer = Task { try await screen.timePicker("Time", selected: Self.nine) }
            await screen.waitUntilIdle()
            term.send(keys.map(InputEvent.key) + [.key(.enter)])
            #expect(try await answer.value == TimeOfDay(expected), "\(keys)")
        }
    }

    @Test func typedDigitsFillTheFieldsInTurn() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.timePicker("Time", selected: Self.nine) }
        await screen.waitUntilIdle()
        term.type("1")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "firstDigit")
        // 17, then 9 and 5 make 95 minutes, which is no minute: 9 is dropped, 5 starts again.
        term.type("7955")
        term.type("08")
        term.send(.enter)
        #expect(try await answer.value == TimeOfDay(hour: 17, minute: 55, second: 8))
    }

    @Test func withoutSecondsTheSecondsAreZero() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.timePicker("Alarm", selected: Self.nine, showsSeconds: false) }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "noSeconds")
        term.send(.tab, .tab, .up, .enter)
        #expect(try await answer.value == TimeOfDay(hour: 10, minute: 5))
    }

    @Test func escCancelsAndAResizeKeepsTheFields() async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term)
        let answer = Task { try await screen.timePicker("Time", selected: Self.nine) }
        await screen.waitUntilIdle()
        term.send(.right, .up)
        term.resize(columns: 20, rows: 6)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "resized")
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await answer.value }
    }
}
