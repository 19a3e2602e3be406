import FormWizard
import FormWizardTesting
import Testing

/// `Screen.withTimeout`: a dialog with no key for the duration resolves once, as timed out.
@MainActor
struct TestScreenTimeout {
    let term = VirtualTerminal(columns: 40, rows: 12)
    let clock = TestClock()
    let screen: Screen

    init() {
        screen = Screen(terminal: term, clock: clock)
    }

    static let items = [MenuItem("Small", value: 1), MenuItem("Large", value: 2)]

    @Test func aDialogWithNoKeyForTheDurationTimesOut() async throws {
        let answer = Task {
            try await screen.withTimeout(.seconds(5)) { try await screen.menu("Size", items: Self.items) }
        }
        await screen.waitUntilIdle()
        clock.advance(by: .seconds(4))
        await screen.waitUntilIdle()
        #expect(screen.presentationCount == 1)
        clock.advance(by: .seconds(1))
        await #expect(throws: DialogTimeoutError(duration: .seconds(5))) { try await answer.value }
        #expect(screen.presentationCount == 0)
    }

    @Test func everyKeyStartsTheWaitAgain() async throws {
        let answer = Task {
            try await screen.withTimeout(.seconds(5)) { try await screen.menu("Size", items: Self.items) }
        }
        await screen.waitUntilIdle()
        for key in [Key.down, .character("x"), .up] {  // "x" is a key the menu ignores
            clock.advance(by: .seconds(4))
            await screen.waitUntilIdle()
            term.send(key)
            await screen.waitUntilIdle()
        }
        clock.advance(by: .seconds(4))
        await screen.waitUntilIdle()
        term.send(.down, .enter)
        #expect(try await answer.value == 2)
    }

    @Test func eachDialogOfTheOperationWaitsItsOwnDuration() async throws {
        let answer = Task {
            try await screen.withTimeout(.seconds(5)) {
                let first = try await screen.menu("First", items: Self.items)
                let second = try await screen.confirm("Sure?")
                return (first, second)
            }
        }
        await screen.waitUntilIdle()
        clock.advance(by: .seconds(4))
        await screen.waitUntilIdle()
        term.send(.enter)
        await screen.waitUntilIdle()
        clock.advance(by: .seconds(4))
        await screen.waitUntilIdle()
        #expect(screen.presentationCount == 1)
        clock.advance(by: .seconds(1))
        await #expect(throws: DialogTimeoutError.self) { try await answer.value }
    }

    @Test func theTimeoutIsToldApartFromEscAndAnOperationThatCatchesItStillTimesOut() async throws {
        let escaped = Task {
            try await screen.withTimeout(.seconds(5)) { try await screen.menu("Size", items: Self.items) }
        }
        await screen.waitUntilIdle()
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await escaped.value }

        let caught = Task {
            try await screen.withTimeout(.seconds(5)) { () async -> Int in
                (try? await screen.menu("Size", items: Self.items)) ?? 0
            }
        }
        await screen.waitUntilIdle()
        clock.advance(by: .seconds(5))
        await #expect(throws: DialogTimeoutError.self) { try await caught.value }
    }

    @Test func aShownDialogNeverTimesOutAndOutsideTheScopeNothingDoes() async throws {
        let gauge = try await screen.withTimeout(.seconds(1)) { screen.show(Gauge(title: "Working")) }
        let waiting = Task { try? await gauge.value }  // awaited, so that the screen can be idle
        await screen.waitUntilIdle()
        clock.advance(by: .seconds(10))
        await screen.waitUntilIdle()
        #expect(screen.presentationCount == 1)
        gauge.dismiss()
        await waiting.value

        let plain = Task { try await screen.menu("Size", items: Self.items) }
        await screen.waitUntilIdle()
        clock.advance(by: .seconds(3600))
        await screen.waitUntilIdle()
        #expect(screen.presentationCount == 1)
        term.send(.enter)
        #expect(try await plain.value == 1)
    }
}
