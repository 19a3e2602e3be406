import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

/// `--accessible` and `FORMWIZARD_ACCESSIBLE`, for every command: the executable asks as lines.
@MainActor
struct TestAccessibleOption {
    private func parsed(
        _ arguments: [String], environment: [String: String] = [:], standardInput: StandardInput = .empty
    ) throws -> any Command {
        try command(arguments, environment: environment, standardInput: standardInput)
    }

    @Test func everyCommandTakesTheOptionAndTheVariable() throws {
        for arguments in [
            ["alert", "--accessible"], ["input", "--accessible"], ["menu", "--accessible", "--item", "a"],
        ] {
            #expect(try parsed(arguments).asksAsLines, "\(arguments)")
        }
        #expect(try parsed(["checkout"], environment: ["FORMWIZARD_ACCESSIBLE": "1"]).asksAsLines)
        #expect(
            try parsed(["dialog", "--msgbox", "Hi", "0", "0"], environment: ["FORMWIZARD_ACCESSIBLE": "yes"])
                .asksAsLines)
        let both = try parsed(["calendar", "--accessible", "--no-mouse"]) as? CommandOptions
        #expect(both?.accessible == true && both?.mouse == false)
        for value in ["", "0"] {
            #expect(try parsed(["alert"], environment: ["FORMWIZARD_ACCESSIBLE": value]) is AlertCommand)
        }
        #expect(try !parsed(["alert"]).asksAsLines)
        guard case .usageError(let message) = FormWizardCommand.parse(["alert", "--accessible=yes"]) else {
            Issue.record("--accessible=yes was accepted")
            return
        }
        #expect(
            message == """
                formwizard alert: option '--accessible' takes no value (got 'yes')
                Try 'formwizard alert --help' for more information.

                """)
    }

    @Test func theCommandIsAskedAsLinesWithItsAnswerOnStdout() async throws {
        let lines = VirtualLineTerminal()
        let screen = Screen(lines: lines)
        let result = screen.start(
            try parsed(["menu", "--accessible", "--message", "Pick", "--item", "a", "--item", "b"]))
        await lines.waitUntilReading()
        lines.type("2")
        #expect(await result.value == CommandResult(code: 0, output: "b\n"))
        #expect(lines.transcript == "Pick\n  1) a\n  2) b\nChoose [1]: «2»\n")
    }

    @Test func aCommandThatReadsStandardInputTakesItSoAnswersComeFromTheTerminal() throws {
        let piped = StandardInput(isTerminal: false) { LineFeed() }
        _ = try parsed(["menu", "--items-from", "-"], standardInput: piped)
        #expect(piped.isTaken)
        let unread = StandardInput(isTerminal: false) { LineFeed() }
        _ = try parsed(["input", "--accessible"], standardInput: unread)
        #expect(!unread.isTaken)
    }
}
