import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

@MainActor
struct TestMixedgaugeCommand {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term, clock: TestClock())
    }

    @Test func linesReadAsTasksAndStates() {
        let read = { (line: String) in MixedgaugeCommand.read(line).map { "\($0.name)|\($0.state)" } }
        #expect(read("api 40") == "api|running(fraction: Optional(0.4), status: nil)")
        #expect(read("  web server 250% ") == "web server|running(fraction: Optional(1.0), status: nil)")
        #expect(read("db done") == "db|done(nil)")
        #expect(read("db OK") == "db|done(nil)")
        #expect(read("cache failed: disk full") == "cache|failed(\"disk full\")")
        #expect(read("cache error") == "cache|failed(\"failed\")")
        #expect(read("lint skipped") == "lint|cancelled")
        #expect(read("キャッシュ running") == "キャッシュ|running(fraction: nil, status: nil)")
        for ignored in ["", "done", "api", "api sideways", "api 1000", " 40"] {
            #expect(read(ignored) == nil, "\(ignored)")
        }
    }

    @Test func rowsFollowTheInputUntilItEnds() async throws {
        let feed = LineFeed()
        let result = screen.start(try command("mixedgauge", "--title", "Deploy", "--task", "api", input: feed))
        await screen.waitUntilIdle()
        feed.send(["api 40", "データベース running", "cache failed: disk full", "noise"])
        await feed.drained()
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "rows.80x24")
        feed.end()
        #expect(await result.value == CommandResult(code: 0))
    }

    @Test func aTerminalOnStandardInputIsAUsageError() {
        let parsed = FormWizardCommand.parse(
            ["mixedgauge"], standardInput: StandardInput(isTerminal: true) { NoLines() })
        guard case .usageError = parsed else {
            Issue.record("a terminal on standard input was accepted")
            return
        }
    }
}
