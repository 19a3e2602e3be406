import FormWizard
import FormWizardTesting
import Foundation
import Testing

@testable import FormWizardCommandLine

/// `--colors` in the boxes shown through a subcommand or a viewer, as dialog 1.3 draws them
/// (checked side by side in tmux): the title everywhere; the text of a gauge (and of its
/// `XXX` blocks, blanks kept), a mixed gauge (and its task names; statuses as typed) and a
/// form (its labels as typed); an input menu's item texts (as typed while renamed, and in
/// the answer). A file's lines (textbox, tailbox, editbox) are shown as typed.
@MainActor
struct TestCompatColorsBoxes {
    static let title = ["--title", "\\Z1Red\\Zn \\Zbbold\\Zn"]
    static let lines = "plain 東京\n\\Z1as typed\\Zn 🍣\n"

    /// Runs `arguments` (standard input `input`), snapshots the box once it shows `line`
    /// (for a followed file, after its first look and a frame on the clock), sends `keys`, and
    /// returns the result.
    private func run(
        _ arguments: [String], input: LineFeed? = nil, follows: Bool = false, showing line: String,
        keys: [Key] = [.enter], named name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> CommandResult {
        let term = VirtualTerminal(columns: 50, rows: 14)
        let clock = TestClock()
        let screen = Screen(terminal: term, clock: clock)
        let result = screen.start(try command(["dialog", "--colors"] + Self.title + arguments, input: input))
        await eventually("the box is shown") { screen.presentationCount >= 1 }
        if follows {
            await screen.waitUntilIdle()
            clock.advance(by: FollowedFile.defaultInterval)
            await screen.waitUntilIdle()
            clock.advance(by: OutputBox.frameInterval)
        }
        await eventually("the text is shown") { term.lines.contains { $0.contains(line) } }
        if let input { await input.drained() }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: name, sourceLocation: sourceLocation)
        term.send(keys.map(InputEvent.key))
        input?.end()
        return await result.value
    }

    @Test func gaugeTextAndItsBlocks() async throws {
        let input = LineFeed()
        input.send(["10"])
        _ = try await run(
            ["--gauge", "Copying \\Z4blue\\Zn   files", "0", "0"], input: input, showing: "Copying",
            named: "gauge")
        let blocks = LineFeed()
        blocks.send(["XXX", "50", "new \\Z1red\\Zn a\\nb   c", "second line", "XXX"])
        _ = try await run(
            ["--gauge", "Copying", "0", "0"], input: blocks, showing: "second line", named: "gauge-block")
    }

    @Test func mixedgaugeTextAndNames() async throws {
        let arguments = ["--mixedgauge", "Step \\Zuone\\ZU", "0", "0", "30", "\\Z2Fetch\\Zn", "0", "Build", "\\Z3x"]
        let term = VirtualTerminal(columns: 50, rows: 14)
        let screen = Screen(terminal: term, clock: TestClock())
        let result = try await command(["dialog", "--colors"] + Self.title + arguments).run(on: screen)
        #expect(result == CommandResult(code: 0))
        assertSnapshot(term, named: "mixedgauge")
    }

    @Test func formTextAndLabelsAsTyped() async throws {
        let fields = [
            "\\Z1Name\\Zn:", "1", "1", "v\\Z2al", "1", "12", "20", "0", "Age:", "2", "1", "3", "2", "12", "20", "0",
        ]
        let result = try await run(
            ["--form", "Fill \\Zrthis\\ZR in", "0", "0", "0"] + fields, showing: "Fill", named: "form")
        #expect(result == CommandResult(code: 0, errorOutput: "v\\Z2al\n3\n"))
    }

    @Test func fileBoxesShowTheirLinesAsTyped() async throws {
        let file = FollowedPath()
        try file.put(Self.lines)
        // Shown once its last line is: dialog's text box has no status row.
        _ = try await run(["--textbox", file.path, "0", "0"], showing: "as typed", named: "textbox")
        _ = try await run(["--tailbox", file.path, "0", "0"], follows: true, showing: "as typed", named: "tailbox")
        // dialog's OK and Cancel under it, as dialog draws them; OK writes the lines.
        let edited = try await run(
            ["--editbox", file.path, "0", "0"], showing: "as typed", keys: [.tab, .enter], named: "editbox")
        #expect(edited == CommandResult(code: 0, errorOutput: Self.lines))
    }

    /// The directory's path is fixed (the snapshot shows it); every run writes the same files.
    @Test func fselectTitle() async throws {
        let directory = "/tmp/formwizard-compat-colors"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try writeFile(directory + "/a.txt", "a")
        _ = try await run(
            ["--fselect", directory + "/", "0", "0"], showing: "a.txt", keys: [.escape], named: "fselect")
    }

    /// Drawn with their codes; renamed as typed, and written so (`RENAMED tag text`).
    @Test func inputmenuItemTexts() async throws {
        let items = ["\\Z1tag\\Zn", "it\\Z2em\\Zn", "two", "\\Zbthree"]
        let result = try await run(
            ["--inputmenu", "Pick", "0", "0", "0"] + items, showing: "Pick",
            keys: [.function(2), .end, .character("!"), .enter],
            named: "inputmenu")
        #expect(result == CommandResult(code: 3, errorOutput: "RENAMED \\Z1tag\\Zn it\\Z2em\\Zn!"))
    }
}
