import FormWizard
import FormWizardTesting
import Testing

/// `Screen.withTimeout` around line forms: a read that gets no line for the duration ends the
/// form, once, as `DialogTimeoutError`.
@MainActor
struct TestLineTimeout {
    let lines = VirtualLineTerminal()
    let clock = TestClock()
    let screen: Screen

    init() {
        screen = Screen(lines: lines, clock: clock)
    }

    @Test func eachLineStartsTheWaitAgain() async throws {
        let answer = Task {
            try await screen.withTimeout(.seconds(5)) { try await screen.textInput("Name", maxLength: 3) }
        }
        await lines.waitUntilReading()
        clock.advance(by: .seconds(4))
        lines.type("Augusta")
        await lines.waitUntilReading()
        clock.advance(by: .seconds(4))
        lines.type("Ada")
        #expect(try await answer.value == "Ada")
        #expect(
            lines.transcript == """
                Name: «Augusta»
                At most 3 characters
                Name: «Ada»

                """)
    }

    @Test func theSecondQuestionTimesOutOnce() async throws {
        let answers = Task {
            try await screen.withTimeout(.seconds(5)) {
                let name = try await screen.textInput("Name")
                let size = try await screen.menu("Size", items: [MenuItem("Small"), MenuItem("Large")])
                return "\(name): \(size)"
            }
        }
        lines.type("Ada")
        await lines.waitUntilReading()
        clock.advance(by: .seconds(5))
        await #expect(throws: DialogTimeoutError(duration: .seconds(5))) { try await answers.value }
        #expect(!lines.isReading)
        lines.type("2")
        #expect(try await screen.menu("Size", items: [MenuItem("Small"), MenuItem("Large")]) == "Large")
        #expect(
            lines.transcript == """
                Name: «Ada»
                Size
                  1) Small
                  2) Large
                Choose [1]: 
                Size
                  1) Small
                  2) Large
                Choose [1]: «2»

                """)
    }

    @Test func escapeInsideATimeoutIsACancelNotATimeout() async throws {
        lines.escape()
        await #expect(throws: CancellationError.self) {
            try await screen.withTimeout(.seconds(5)) { try await screen.confirm("Go?") }
        }
        #expect(lines.transcript == "Go? (Yes/No) [Yes]: «Esc»\n")
    }
}
