import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestPause {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    @Test(arguments: sizes) func theBarDrainsSecondBySecond(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let clock = TestClock()
        let screen = Screen(terminal: term, clock: clock)
        let answer = Task { try await screen.pause("再起動 🔁", message: "Rebooting soon.", seconds: 4) }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "start.\(size)")
        clock.advance(by: .seconds(3))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "oneLeft.\(size)")
        clock.advance(by: .seconds(1))
        #expect(try await answer.value == .elapsed)
        #expect(screen.presentationCount == 0)
    }

    @Test func okEndsItEarlyAndCancelOrEscCancel() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let clock = TestClock()
        let screen = Screen(terminal: term, clock: clock)
        let early = Task { try await screen.pause("Wait", seconds: 60) }
        await screen.waitUntilIdle()
        clock.advance(by: .seconds(2))
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(try await early.value == .confirmed)
        for keys: [Key] in [[.right, .enter], [.character("c")], [.escape]] {
            let cancelled = Task { try await screen.pause("Wait", seconds: 60) }
            await screen.waitUntilIdle()
            term.send(keys.map(InputEvent.key))
            await #expect(throws: CancellationError.self, "\(keys)") { try await cancelled.value }
        }
    }

    @Test func aClockThatJumpsPastTheEndEndsItOnce() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let clock = TestClock()
        let screen = Screen(terminal: term, clock: clock)
        let answer = Task { try await screen.pause("Wait", seconds: 5) }
        await screen.waitUntilIdle()
        clock.advance(by: .seconds(3600))
        #expect(try await answer.value == .elapsed)
        await screen.waitUntilIdle()
        #expect(screen.presentationCount == 0)
    }
}
