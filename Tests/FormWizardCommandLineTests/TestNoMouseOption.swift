import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

/// `--no-mouse` and `FORMWIZARD_NO_MOUSE`, for every command.
@MainActor
struct TestNoMouseOption {
    private func parsed(
        _ arguments: [String], environment: [String: String] = [:], standardInput: StandardInput = .empty
    ) throws -> any Command {
        try command(arguments, environment: environment, standardInput: standardInput)
    }

    private func isMouseless(_ command: any Command) -> Bool {
        (command as? CommandOptions)?.mouse == false
    }

    @Test func everyCommandTakesTheOptionAndTheVariable() throws {
        for arguments in [["alert", "--no-mouse"], ["input", "--no-mouse"], ["menu", "--item", "a", "--no-mouse"]] {
            #expect(try isMouseless(parsed(arguments)), "\(arguments)")
        }
        #expect(try isMouseless(parsed(["checkout"], environment: ["FORMWIZARD_NO_MOUSE": "1"])))
        #expect(
            try isMouseless(parsed(["dialog", "--msgbox", "Hi", "0", "0"], environment: ["FORMWIZARD_NO_MOUSE": "1"])))
        let timed = try parsed(["calendar", "--no-mouse", "--timeout", "1"]) as? CommandOptions
        #expect(timed?.mouse == false && timed?.timeout == .seconds(1))
        for value in ["", "0"] {
            #expect(try parsed(["alert"], environment: ["FORMWIZARD_NO_MOUSE": value]) is AlertCommand)
        }
        #expect(try parsed(["alert"]) is AlertCommand)
        guard case .usageError(let message) = FormWizardCommand.parse(["alert", "--no-mouse=yes"]) else {
            Issue.record("--no-mouse=yes was accepted")
            return
        }
        #expect(
            message == """
                formwizard alert: option '--no-mouse' takes no value (got 'yes')
                Try 'formwizard alert --help' for more information.

                """)
    }

    @Test func theCommandRunsWithTheMouseOffAndClicksDoNothing() async throws {
        let term = VirtualTerminal(columns: 40, rows: 10)
        let screen = Screen(terminal: term)
        #expect(term.reportsMouse)
        let result = screen.start(try parsed(["confirm", "--no-mouse", "--message", "Go?"]))
        await eventually("the question is shown") { screen.presentationCount == 1 }
        await screen.waitUntilIdle()
        #expect(!term.reportsMouse)
        let no = term.lines.firstIndex { $0.contains("< No >") }.map { row in
            (column: term.lines[row].distance(of: "< No >"), row: row)
        }
        term.click(column: no?.column ?? 0, row: no?.row ?? 0)
        await screen.waitUntilIdle()
        #expect(screen.presentationCount == 1)
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0))
    }

    @Test func withTheMouseOnTheSameClickAnswers() async throws {
        let term = VirtualTerminal(columns: 40, rows: 10)
        let screen = Screen(terminal: term)
        let result = screen.start(try parsed(["confirm", "--message", "Go?"]))
        await eventually("the question is shown") { screen.presentationCount == 1 }
        await screen.waitUntilIdle()
        let row = term.lines.firstIndex { $0.contains("< No >") } ?? 0
        term.click(column: term.lines[row].distance(of: "< No >"), row: row)
        #expect(await result.value == CommandResult(code: 1))
    }
}

extension String {
    /// The column where `text` starts in this line of ASCII, or 0.
    fileprivate func distance(of text: String) -> Int {
        guard let range = range(of: text) else { return 0 }
        return distance(from: startIndex, to: range.lowerBound)
    }
}
