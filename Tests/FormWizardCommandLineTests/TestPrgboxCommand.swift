import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// prgbox, programbox and spin with real `/bin/sh` children.
@MainActor
struct TestPrgboxCommand {
    private let term = VirtualTerminal(columns: 40, rows: 12)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term)
    }

    /// Waits (at most 10 s) until the screen's bottom rows show `text`, as a child's output
    /// arrives on real time.
    private func waitForStatus(_ text: String) async {
        // Not `waitUntilIdle()`: a running child keeps the screen busy.
        for _ in 0..<1000 {
            if term.lines.suffix(3).joined().contains(text) { return }
            try? await Task.sleep(for: .milliseconds(10))
        }
        Issue.record("no '\(text)' in \(term.lines)")
    }

    @Test func showsTheOutputAndPassesTheExitStatusOn() async throws {
        let result = screen.start(
            try command("prgbox", "--title", "sh 🐚", "--", "/bin/sh", "-c", "echo 寿司 🍣; echo oops >&2; exit 4"))
        await waitForStatus("exit status 4")
        assertSnapshot(term, named: "ended.40x12")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 4))
    }

    @Test func escapeSendsSIGTERMAndReapsTheChild() async throws {
        let marker = "/tmp/formwizard-prgbox-\(getpid())-\(Int.random(in: 0..<1_000_000))"
        defer { unlink(marker) }
        let script = "trap 'echo term > \(marker); exit 7' TERM; echo ready; while :; do sleep 0.05; done"
        let command = try #require(try command("prgbox", "--", "/bin/sh", "-c", script) as? PrgboxCommand)
        let result = screen.start(command)
        await waitForStatus("1 lines")
        term.send(.escape)
        #expect(await result.value == .cancelled)
        #expect(access(marker, F_OK) == 0)
    }

    @Test func aCommandThatCannotStartIs127() async throws {
        let result = await screen.start(try command("prgbox", "--", "/nonexistent/formwizard-x")).value
        #expect(result.code == 127)
    }

    @Test func spinPassesTheStatusOnAndShowsTheOutputOnlyOnFailure() async throws {
        let failed = await screen.start(
            try command("spin", "--title", "Wait", "--", "/bin/sh", "-c", "echo out; echo err >&2; exit 3")
        ).value
        #expect(failed == CommandResult(code: 3, errorOutput: "out\nerr\n"))
        let quiet = await screen.start(try command("spin", "--", "/bin/sh", "-c", "echo out")).value
        #expect(quiet == CommandResult(code: 0))
        let shown = await screen.start(try command("spin", "--show-output", "--", "/bin/sh", "-c", "echo out")).value
        #expect(shown == CommandResult(code: 0, output: "out\n"))
    }

    @Test func programboxShowsStdinThenOK() async throws {
        let result = screen.start(try command("programbox", "--title", "log", input: ArrayLines(["a", "b 寿司"])))
        await waitForStatus("done")
        assertSnapshot(term, named: "programbox.40x12")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0))
        let closed = await screen.start(try command("progressbox", input: ArrayLines(["a"]))).value
        #expect(closed == CommandResult(code: 0))
    }

    @Test func aCommandIsRequired() {
        #expect(throws: (any Error).self) { try command("prgbox") }
        #expect(throws: (any Error).self) { try command("spin", "--title", "x") }
    }
}

/// Lines given at once, then the end.
final class ArrayLines: LineSource {
    private let lines: Lock<[String]?>

    init(_ lines: [String]) { self.lines = Lock(lines) }

    func nextLines() async -> [String]? {
        lines.withLock { lines in
            defer { lines = nil }
            return lines
        }
    }
}
