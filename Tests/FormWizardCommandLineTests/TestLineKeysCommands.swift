import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

/// `tailbox` and `mixedgauge --cancel` in line mode on an interactive terminal: they end by a
/// key typed as a line, with the exit status of the same key on a full screen.
@MainActor
struct TestLineKeysCommands {
    private let lines = VirtualLineTerminal(interactive: true)
    private let screen: Screen

    init() {
        screen = Screen(lines: lines, clock: TestClock())
    }

    private func tailbox(ending: (VirtualLineTerminal) -> Void) async throws -> (CommandResult, String) {
        let file = FollowedPath()
        try file.put("")
        let result = screen.start(try command("tailbox", "--title", "app.log", file.path))
        await lines.waitUntilReading()
        ending(lines)
        return (await result.value, lines.transcript)
    }

    @Test func tailboxEndsWithEnterAsOK() async throws {
        let (result, transcript) = try await tailbox { $0.type("") }
        #expect(result == CommandResult(code: 0))
        #expect(
            transcript == """
                app.log
                Press Enter to close, or type Esc and Enter to cancel.
                «»

                """)
    }

    /// dialog's `--tailbox` in line mode writes the file and ends by the same keys (it said an
    /// internal type name "has no line form" before): Enter is its EXIT (0), Esc is 255.
    @Test func dialogsTailboxEndsWithEnterOrEsc() async throws {
        let file = FollowedPath()
        try file.put("first\nsecond\n")
        // The file is followed on the screen's clock: a real one here, so that it is read.
        let screen = Screen(lines: lines)
        let closed = screen.start(try command("dialog", "--tailbox", file.path, "0", "0"))
        await lines.waitUntilReading()
        await eventually("the file's lines are written") { lines.transcript.contains("first\nsecond\n") }
        lines.type("")
        #expect(await closed.value.code == 0)
        #expect(lines.transcript.contains("first\nsecond\n"), "\(lines.transcript)")
        #expect(!lines.transcript.contains("line form"))
        let escaped = screen.start(try command("dialog", "--tailbox", file.path, "0", "0"))
        await lines.waitUntilReading()
        lines.escape()
        #expect(await escaped.value.code == 255)
    }

    @Test func tailboxEndsWithEscOrTheEndOfInputAsCancelled() async throws {
        let (escaped, _) = try await tailbox { $0.escape() }
        #expect(escaped == CommandResult.cancelled)
        let (ended, transcript) = try await tailbox { $0.endInput() }
        #expect(ended == CommandResult.cancelled)
        #expect(
            transcript == """
                app.log
                Press Enter to close, or type Esc and Enter to cancel.
                «Esc»
                app.log
                Press Enter to close, or type Esc and Enter to cancel.
                «end of input»

                """)
    }

    @Test func mixedgaugeWithCancelIsCancelledByEsc() async throws {
        let feed = LineFeed()
        let result = screen.start(try command("mixedgauge", "--title", "Deploy", "--cancel", input: feed))
        feed.send("api 40")
        await eventually("the row is said") { lines.transcript.hasSuffix("api: running\n") }
        await lines.waitUntilReading()
        lines.escape()
        #expect(await result.value == CommandResult.cancelled)
        #expect(!lines.isReading)
        #expect(
            lines.transcript == """
                Deploy
                Type Esc and Enter to cancel.
                api: running
                «Esc»

                """)
    }

    @Test func mixedgaugeWithoutCancelReadsNothing() async throws {
        let feed = LineFeed()
        lines.escape()
        let result = screen.start(try command("mixedgauge", "--title", "Deploy", input: feed))
        feed.send("api done")
        await feed.drained()
        #expect(!lines.isReading)
        feed.end()
        #expect(await result.value == CommandResult(code: 0))
        #expect(lines.typedAhead == [.escape])
        #expect(
            lines.transcript == """
                Deploy
                api: done
                1 of 1 done

                """)
    }
}
