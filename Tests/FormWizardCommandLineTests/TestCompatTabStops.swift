import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

/// The tab stops of `--textbox`, `--tailbox` and the program boxes, as dialog 1.3 draws them
/// (checked in tmux): at the lines' columns 7, 15…, as dialog's window counts the column left
/// of the text (`Pager.tabOffset`, `OutputBox.tabOffset`); our own boxes keep 8, 16….
@MainActor
struct TestCompatTabStops {
    private let term = VirtualTerminal(columns: 60, rows: 14)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term, clock: TestClock())
    }

    static let lines = ["a", "\tb", "xy\tz", "123456789\tq", "\t\tdeep", "日本\tx"]

    @Test func textboxStopsAtDialogsColumns() async throws {
        let file = FollowedPath()
        try file.put(Self.lines.joined(separator: "\n") + "\n")
        let result = screen.start(try command(["dialog", "--textbox", file.path, "12", "40"]))
        await eventually("the file is shown") { term.lines.contains { $0.contains("deep") } }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "textbox")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0))
    }

    /// With `--tab-correct`, dialog's textbox stops every `--tab-len` (8) columns of the lines.
    @Test(arguments: [
        (["--tab-correct", "--tab-len", "4"], "textbox-tab-len-4"), (["--tab-correct"], "textbox-tab-len-8"),
    ])
    func textboxWithTabCorrectStopsEveryTabLength(options: [String], name: String) async throws {
        let file = FollowedPath()
        try file.put(Self.lines.joined(separator: "\n") + "\n")
        let result = screen.start(try command(["dialog"] + options + ["--textbox", file.path, "12", "40"]))
        await eventually("the file is shown") { term.lines.contains { $0.contains("deep") } }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: name)
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0))
    }

    @Test func programboxStopsAtDialogsColumnsAndOursAtEight() async throws {
        for (arguments, name) in [
            (["dialog", "--programbox", "12", "40"], "programbox"), (["programbox"], "native-programbox"),
        ] {
            let result = screen.start(try command(arguments, input: LineFeed.ended(Self.lines)))
            await eventually("the input ended") { term.lines.contains { $0.contains("done") } }
            await screen.waitUntilIdle()
            assertSnapshot(term, named: name)
            term.send(.enter)
            #expect(await result.value == CommandResult(code: 0))
        }
    }
}
