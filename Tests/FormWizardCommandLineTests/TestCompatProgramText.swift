import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

/// The text `--programbox`, `--progressbox` and `--prgbox` take, above the output with a rule
/// under it as dialog 1.3 draws it (checked in tmux): wrapped (wide characters, emoji), cut
/// with `…` on a small box so that a row of output stays (dialog lets the text push the
/// output out), laid out again on a resize; `\Z` codes as typed without `--colors`.
@MainActor
struct TestCompatProgramText {
    static let text = "Listing 日本語の文字 and 🍕 \\Zbas typed\\Zn, in a text long enough to wrap twice here"

    @Test func prgboxTextAtAGivenSizeAndOnResize() async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term, clock: TestClock())
        let result = screen.start(try command(["dialog", "--prgbox", Self.text, "seq 1 30", "9", "30"]))
        await eventually("the output ended") { term.lines.contains { $0.contains("exit status") } }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "prgbox-small")
        term.resize(columns: 40, rows: 8)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "prgbox-resized")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0))
    }

    @Test func programboxTextAutomaticSize() async throws {
        let term = VirtualTerminal(columns: 60, rows: 14)
        let screen = Screen(terminal: term, clock: TestClock())
        let input = LineFeed.ended(["東京 🍣", "second"])
        let result = screen.start(try command(["dialog", "--programbox", "One\\nTwo 🍕", "0", "0"], input: input))
        await eventually("the input ended") { term.lines.contains { $0.contains("done") } }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "programbox-auto")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0))
    }
}
