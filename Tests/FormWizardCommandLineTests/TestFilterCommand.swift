import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

@MainActor
struct TestFilterCommand {
    private let term = VirtualTerminal(columns: 40, rows: 12)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term)
    }

    /// Lines that are all there at once, then the end, as from a file.
    final class AllLines: LineSource {
        private let lines: Lock<[String]?>

        init(_ lines: [String]) {
            self.lines = Lock(lines)
        }

        func nextLines() async -> [String]? {
            lines.withLock { lines in
                defer { lines = nil }
                return lines?.isEmpty == true ? nil : lines
            }
        }
    }

    static let fruits = ["apple", "banana", "cherry", "梨 nashi", "🍇 grapes"]

    private func started(_ arguments: [String], lines: [String]) async throws -> Task<CommandResult, Never> {
        let result = screen.start(try command(["filter"] + arguments, input: AllLines(lines)))
        await screen.waitUntilShown("the filter with all its lines") { term.lines[1].contains("/\(lines.count)") }
        return result
    }

    private func type(_ text: String) {
        term.send(text.map { InputEvent.key(.character($0)) })
    }

    @Test func linesFromStandardInputTypeEnterPrintsTheLine() async throws {
        let result = try await started(["--placeholder", "Fruit…"], lines: Self.fruits)
        assertSnapshot(term, named: "stdin.40x12")
        type("nn")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "typed.40x12")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "banana\n"))
    }

    @Test func itemsInsteadOfStandardInput() async throws {
        let result = screen.start(try command("filter", "--item", "start", "--item", "stop", "--item", "status"))
        await screen.waitUntilIdle()
        type("sts")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "status\n"))
    }

    @Test func noLimitPrintsTheMarkedLinesInTheirOrder() async throws {
        let result = try await started(["--no-limit"], lines: Self.fruits)
        term.send(.end, .tab, .home, .tab)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "marked.40x12")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "apple\n🍇 grapes\n"))
    }

    @Test func limitStopsMarking() async throws {
        let result = try await started(["--limit", "2"], lines: Self.fruits)
        term.send(.tab, .tab, .tab, .enter)
        #expect(await result.value == CommandResult(code: 0, output: "apple\nbanana\n"))
    }

    @Test func escapeExitsOneWithoutOutput() async throws {
        let result = try await started([], lines: Self.fruits)
        type("ch")
        term.send(.escape)
        #expect(await result.value == CommandResult(code: 1, output: nil))
    }

    @Test func noLinesExitOneSayingSo() async throws {
        let result = screen.start(try command(["filter"], input: AllLines([])))
        #expect(
            await result.value
                == CommandResult(code: 1, errorOutput: "formwizard filter: no lines to choose from\n"))
    }

    @Test func usageErrors() {
        let terminal = StandardInput(isTerminal: true) { NoLines() }
        for arguments in [["filter"], ["filter", "--limit", "0"], ["filter", "--limit"], ["filter", "--bogus"]] {
            guard case .usageError = FormWizardCommand.parse(arguments, standardInput: terminal) else {
                Issue.record("\(arguments) parsed")
                continue
            }
        }
        guard case .run = FormWizardCommand.parse(["filter", "--item", "a"], standardInput: terminal) else {
            Issue.record("--item with a terminal on stdin did not parse")
            return
        }
    }
}
