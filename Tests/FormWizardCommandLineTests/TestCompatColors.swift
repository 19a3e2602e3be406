import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

/// `--colors`: dialog's `\Z` codes drawn as attributes and colours in the messages, wrapped
/// across runs, and in titles (as dialog 1.3 draws them: checked in tmux); literal without
/// `--colors`; attributes only on a monochrome theme (`NO_COLOR`).
@MainActor
struct TestCompatColors {
    /// Runs `arguments` (standard input `input`) on a screen with `theme`, snapshots the box
    /// once it shows `line`, presses Enter.
    private func run(
        _ arguments: [String], theme: Theme = .default, input: LineFeed? = nil, showing line: String? = nil,
        named name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let term = VirtualTerminal(columns: 50, rows: 12)
        let screen = Screen(terminal: term, theme: theme, clock: TestClock())
        let result = screen.start(try command(arguments, input: input))
        await eventually("the box is shown") { screen.presentationCount >= 1 }
        if let line { await eventually("the text is shown") { term.lines.contains { $0.contains(line) } } }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: name, sourceLocation: sourceLocation)
        term.send(.enter)
        _ = await result.value
    }

    static let text = "Plain \\Zb\\Z1bold red\\ZB still red\\Zn, \\Zuunder 日本語の\\ZU \\Zrreverse 🍕\\ZR and\\Zn done."

    @Test func msgboxDrawsTheCodes() async throws {
        try await run(["dialog", "--colors", "--msgbox", Self.text, "8", "30"], named: "msgbox")
    }

    @Test func withoutColorsTheCodesStayAsTyped() async throws {
        try await run(["dialog", "--msgbox", "Plain \\Zbbold\\Zn", "0", "0"], named: "literal")
    }

    @Test func monochromeKeepsTheAttributesNotTheColours() async throws {
        try await run(
            ["dialog", "--colors", "--msgbox", Self.text, "8", "30"], theme: .monochrome, named: "monochrome")
    }

    @Test func menuInputboxAndInfobox() async throws {
        try await run(
            ["dialog", "--colors", "--menu", "Pick \\Z4blue\\Zn one", "0", "0", "0", "a", "A\\ZbA", "b", "B"],
            named: "menu")
        try await run(["dialog", "--colors", "--inputbox", "\\ZuName\\ZU please", "0", "0"], named: "inputbox")
        try await run(["dialog", "--colors", "--yesno", "Sure \\Zr?\\ZR", "0", "0"], named: "yesno")
    }

    /// dialog draws the codes of an item's text (not of its tag) in every list: over the
    /// dimmed style of the item's column here.
    @Test func itemTextsDrawTheCodes() async throws {
        let items = ["a", "\\Z1red\\Zn item", "on", "b\\Zb", "\\Zrreverse\\ZR 日本", "off"]
        try await run(["dialog", "--colors", "--checklist", "Pick", "0", "0", "0"] + items, named: "items-checklist")
        try await run(["dialog", "--colors", "--radiolist", "Pick", "0", "0", "0"] + items, named: "items-radiolist")
        try await run(["dialog", "--colors", "--buildlist", "Pick", "0", "0", "0"] + items, named: "items-buildlist")
    }

    /// dialog draws the codes in the messages of an input menu and a build list, and shows
    /// those of a tree view's items as typed (checked in tmux against dialog 1.3).
    @Test func inputmenuBuildlistAndTreeview() async throws {
        let message = "Pick \\Z1red\\Zn \\Zuunder\\ZU"
        try await run(
            ["dialog", "--colors", "--inputmenu", message, "0", "0", "0", "a", "\\Zbbold"], named: "inputmenu")
        try await run(
            ["dialog", "--colors", "--buildlist", message, "0", "0", "0", "a", "A", "on"], named: "buildlist")
        try await run(
            ["dialog", "--colors", "--treeview", message, "0", "0", "0", "a", "\\Z1red\\Zn it", "on", "0"],
            named: "treeview")
    }

    /// The boxes shown through a subcommand (calendar, timebox, rangebox) draw the codes of
    /// their title and text too, as dialog does.
    @Test func calendarTimeboxAndRangebox() async throws {
        let title = ["--title", "\\Z1When\\Zn?"]
        let text = "Pick \\Zbbold\\Zn"
        try await run(
            ["dialog", "--colors"] + title + ["--calendar", text, "0", "0", "3", "12", "2026"], named: "calendar")
        try await run(
            ["dialog", "--colors"] + title + ["--timebox", text, "0", "0", "9", "30", "0"], named: "timebox")
        try await run(
            ["dialog", "--colors"] + title + ["--rangebox", text, "0", "0", "0", "10", "5"], named: "rangebox")
    }

    /// dialog draws the codes of `--title` too: in the frame, cut to it as a plain title is.
    @Test func titlesDrawTheCodes() async throws {
        let title = "T \\Z1red\\Zn \\Zbbold 日本\\Zn"
        try await run(["dialog", "--colors", "--title", title, "--msgbox", "Hi", "0", "0"], named: "title-msgbox")
        try await run(
            ["dialog", "--colors", "--title", title, "--buildlist", "Pick", "0", "0", "0", "a", "A", "on"],
            named: "title-buildlist")
        let long = "\\ZrA long title\\ZR that is cut \\Z2to fit\\Zn the box"
        try await run(["dialog", "--colors", "--title", long, "--msgbox", "Hi", "6", "24"], named: "title-cut")
    }

    /// dialog draws the codes of the text above a program's output (`--programbox`, `--prgbox`)
    /// and of their title; the output itself is shown as typed.
    @Test func programOutputTexts() async throws {
        let title = ["--title", "\\Z1Build\\Zn"]
        let text = "Step \\Zbone\\ZB of \\Z4two\\Zn 日本"
        try await run(
            ["dialog", "--colors"] + title + ["--programbox", text, "0", "0"],
            input: LineFeed.ended(["out \\Z1as typed"]), showing: "done", named: "programbox")
        try await run(
            ["dialog", "--colors"] + title + ["--prgbox", text, "echo built", "0", "0"], showing: "exit status",
            named: "prgbox")
    }

    /// A progress box draws them too, while its input still comes (the box closes when it
    /// ends): the lines are shown a frame after they arrive, on the test clock.
    @Test func progressboxText() async throws {
        let term = VirtualTerminal(columns: 50, rows: 12)
        let clock = TestClock()
        let screen = Screen(terminal: term, clock: clock)
        let input = LineFeed()
        let arguments = ["--title", "\\Z1Build\\Zn", "--progressbox", "Step \\Zbone\\ZB 日本", "0", "0"]
        let result = screen.start(try command(["dialog", "--colors"] + arguments, input: input))
        await eventually("the box is shown") { screen.presentationCount >= 1 }
        input.send(["out \\Z1as typed"])
        await input.drained()
        // The line reaches the box's feed a moment after the input is drained (later on a
        // loaded machine, or under a sanitizer), and the next frame of the box takes it: the
        // clock goes on a whole spinner turn at a time, so that the spinner looks the same
        // however many turns it took.
        await eventually("the line is shown") {
            if term.lines.contains(where: { $0.contains("as typed") }) { return true }
            clock.advance(by: Spinner.interval * Spinner.frames.count)
            return false
        }
        assertSnapshot(term, named: "progressbox")
        input.end()
        #expect(await result.value == CommandResult(code: 0))
    }
}
