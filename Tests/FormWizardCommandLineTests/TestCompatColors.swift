import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

/// `--colors`: dialog's `\Z` codes drawn as attributes and colours in the messages, wrapped
/// across runs, and in titles (as dialog 1.3 draws them: checked in tmux); literal without
/// `--colors`; attributes only on a monochrome theme (`NO_COLOR`).
@MainActor
struct TestCompatColors {
    /// Runs `arguments` on a screen with `theme`, snapshots the box, presses Enter.
    private func run(
        _ arguments: [String], theme: Theme = .default, named name: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let term = VirtualTerminal(columns: 50, rows: 12)
        let screen = Screen(terminal: term, theme: theme, clock: TestClock())
        let result = screen.start(try command(arguments))
        await eventually("the box is shown") { screen.presentationCount >= 1 }
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
}
