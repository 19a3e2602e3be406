import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

@MainActor
struct TestPasswordCommand {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let screen: Screen
    private static let secret = "hunter2 日本"

    init() {
        screen = Screen(terminal: term)
    }

    @Test func secretIsMaskedAndPrintedOnlyAsTheResult() async throws {
        let result = screen.start(try command("password", "--title", "Unlock", "--message", "Passphrase:"))
        await screen.waitUntilIdle()
        term.type(Self.secret)
        await screen.waitUntilIdle()
        // The whole screen: bullets, one per character, and nothing of the secret.
        assertSnapshot(term)
        term.send(.enter)
        let answer = await result.value
        #expect(answer == CommandResult(code: 0, output: Self.secret + "\n", outputIsSecret: true))
    }

    @Test func screenIsBlankAfterwards() async throws {
        let result = screen.start(try command("password"))
        await screen.waitUntilIdle()
        term.type(Self.secret)
        term.send(.enter)
        _ = await result.value
        #expect(term.lines == Array(repeating: String(repeating: " ", count: 80), count: 24))
    }

    @Test func resultNeverDescribesTheSecret() async throws {
        let result = screen.start(try command("password"))
        await screen.waitUntilIdle()
        term.type(Self.secret)
        term.send(.enter)
        let answer = await result.value
        var dumped = ""
        dump(answer, to: &dumped)
        #expect(String(describing: answer) == "CommandResult(code: 0, output: <secret>)")
        #expect(String(reflecting: answer) == "CommandResult(code: 0, output: <secret>)")
        #expect(
            dumped == """
                ▿ CommandResult(code: 0, output: <secret>)
                  - code: 0
                  - output: "<secret>"

                """)
    }

    @Test func escapeExitsOneWithoutOutput() async throws {
        let result = screen.start(try command("password"))
        await screen.waitUntilIdle()
        term.type(Self.secret)
        term.send(.escape)
        #expect(await result.value == CommandResult(code: 1, output: nil))
    }

    @Test func cancelButtonExitsOneWithoutOutput() async throws {
        let result = screen.start(try command("password"))
        await screen.waitUntilIdle()
        term.type(Self.secret)
        term.send(.tab, .character("c"))
        #expect(await result.value == CommandResult(code: 1, output: nil))
    }
}
