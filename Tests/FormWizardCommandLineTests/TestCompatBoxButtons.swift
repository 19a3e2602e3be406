import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

/// dialog's buttons under the boxes that show, count down or edit several things (textbox,
/// tailbox, form, inputmenu, buildlist, pause, programbox), through `WithButtons`: the labels
/// dialog 1.3 draws, what each button writes and its exit status, checked against `dialog` in
/// tmux with the same keys.
@MainActor
struct TestCompatBoxButtons {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term, clock: TestClock())
    }

    /// Runs `arguments` (standard input `input`), sends `keys` once the box is up (and shows
    /// `line`, read as it shows), after a snapshot named `snapshot`, and returns the result.
    private func run(
        _ arguments: [String], keys: [Key], input: (any LineSource)? = nil, snapshot: String? = nil,
        showing line: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> CommandResult {
        let result = screen.start(try command(arguments, input: input))
        await eventually("the box is shown") { screen.presentationCount == 1 }
        if let line { await eventually("the text is shown") { term.lines.contains { $0.contains(line) } } }
        await screen.waitUntilIdle()
        if let snapshot { assertSnapshot(term, named: snapshot, sourceLocation: sourceLocation) }
        term.send(keys.map(InputEvent.key))
        await eventually("the box is answered", sourceLocation: sourceLocation) { screen.presentationCount == 0 }
        // A box the keys left up would wait for ever: the failure above is recorded.
        if screen.presentationCount > 0 { result.cancel() }
        return await result.value
    }

    /// A text box has dialog's EXIT (`--exit-label`); Help is 2 and, with `--extra-button`, OK
    /// and Extra take EXIT's place (3); Esc is 255.
    @Test func textboxHasExit() async throws {
        let file = FollowedPath()
        try file.put("line one 東京\nline two 🍣\n")
        let textbox = ["dialog", "--title", "Notes", "--textbox", file.path, "0", "0"]
        #expect(
            try await run(textbox, keys: [.enter], snapshot: "textbox", showing: "line two")
                == CommandResult(code: 0))
        let help = ["dialog", "--help-button", "--exit-label", "Done"] + textbox.dropFirst()
        #expect(
            try await run(help, keys: [.tab, .enter], snapshot: "textbox-help", showing: "line two")
                == CommandResult(code: 2))
        #expect(try await run(help, keys: [.tab, .tab, .enter]) == CommandResult(code: 0))
        #expect(try await run(help, keys: [.character("H")]) == CommandResult(code: 2))
        let extra = ["dialog", "--extra-button"] + textbox.dropFirst()
        #expect(
            try await run(extra, keys: [.tab, .enter], snapshot: "textbox-extra", showing: "line two")
                == CommandResult(code: 3))
        #expect(try await run(textbox, keys: [.escape]) == CommandResult(code: 255))
    }

    static let form = [
        "dialog", "--form", "Fill", "0", "0", "0", "Name:", "1", "1", "Ada", "1", "10", "20", "0", "City:", "2",
        "1", "Paris 東京", "2", "10", "20", "0",
    ]

    /// A form has OK and Cancel (not its own Submit): Enter is OK from any field, Tab goes
    /// round the buttons, ↓ to the next field; Extra writes the fields as OK does, Help the
    /// focused field's label.
    @Test func formHasDialogsButtons() async throws {
        #expect(
            try await run(Self.form, keys: [.character("x"), .enter], snapshot: "form")
                == CommandResult(code: 0, errorOutput: "xAda\nParis 東京\n"))
        #expect(try await run(Self.form, keys: [.character("x"), .tab, .tab, .enter]) == CommandResult(code: 1))
        let buttons = ["dialog", "--extra-button", "--help-button", "--help-status"] + Self.form.dropFirst()
        #expect(
            try await run(buttons, keys: [.down, .character("!"), .tab, .tab, .enter], snapshot: "form-buttons")
                == CommandResult(code: 3, errorOutput: "Ada\n!Paris 東京\n"))
        #expect(
            try await run(buttons, keys: [.down, .tab, .tab, .tab, .tab, .enter])
                == CommandResult(code: 2, errorOutput: "HELP City:\nAda\nParis 東京\n"))
        #expect(try await run(Self.form, keys: [.escape]) == CommandResult(code: 255))
    }

    /// A form field's cursor starts at the start of its text each time the field gets the
    /// focus, as in dialog (x ↓ ↑ Z gives `ZxAda` there too).
    @Test func formFieldsEditFromTheStart() async throws {
        let keys: [Key] = [.character("x"), .down, .up, .character("Z"), .down, .end, .character("!"), .enter]
        #expect(
            try await run(Self.form, keys: keys) == CommandResult(code: 0, errorOutput: "ZxAda\nParis 東京!\n"))
    }

    static let inputMenu = ["dialog", "--inputmenu", "Pick", "0", "0", "0", "a", "Apple", "b", "Banana 🍌", "c", "東京"]

    /// An input menu has OK, Rename (dialog's extra button) and Cancel: Rename starts renaming
    /// the item under the cursor, and Enter then ends with 3 and `RENAMED tag text`.
    @Test func inputmenuRenamesWithItsExtraButton() async throws {
        #expect(
            try await run(Self.inputMenu, keys: [.down, .enter], snapshot: "inputmenu")
                == CommandResult(code: 0, errorOutput: "b"))
        #expect(
            try await run(
                Self.inputMenu, keys: [.down, .tab, .enter, .end, .backspace, .backspace, .character("x"), .enter])
                == CommandResult(code: 3, errorOutput: "RENAMED b Bananax"))
        // As in dialog, a rename starts with the cursor at the start of the text.
        #expect(
            try await run(
                Self.inputMenu, keys: [.down, .tab, .enter, .backspace, .backspace, .character("x"), .enter])
                == CommandResult(code: 3, errorOutput: "RENAMED b xBanana 🍌"))
        // dialog answers a rename kept unchanged with RENAMED too.
        #expect(
            try await run(Self.inputMenu, keys: [.down, .tab, .enter, .enter])
                == CommandResult(code: 3, errorOutput: "RENAMED b Banana 🍌"))
        #expect(try await run(Self.inputMenu, keys: [.tab, .tab, .enter]) == CommandResult(code: 1))
        let help = ["dialog", "--help-button", "--extra-label", "Edit"] + Self.inputMenu.dropFirst()
        #expect(
            try await run(help, keys: [.down, .down, .backTab, .enter], snapshot: "inputmenu-help")
                == CommandResult(code: 2, errorOutput: "HELP c"))
        #expect(try await run(Self.inputMenu, keys: [.escape]) == CommandResult(code: 255))
    }

    /// A build list with `--extra-button` has OK, Extra and Cancel; Extra writes the chosen tags
    /// as OK does, Help the tag under the cursor.
    @Test func buildlistWithExtraAndHelp() async throws {
        let list = [
            "dialog", "--extra-button", "--help-button", "--buildlist", "Pick", "0", "0", "0", "a", "Apple", "on", "b",
            "Banana", "off", "c", "東京", "off",
        ]
        #expect(
            try await run(list, keys: [.character(" "), .enter], snapshot: "buildlist")
                == CommandResult(code: 0, errorOutput: "a b"))
        #expect(
            try await run(list, keys: [.character(" "), .tab, .enter]) == CommandResult(code: 3, errorOutput: "a b"))
        #expect(
            try await run(list, keys: [.down, .backTab, .enter]) == CommandResult(code: 2, errorOutput: "HELP c"))
        // dialog's ^ and $ go to the available and chosen panes.
        #expect(
            try await run(list, keys: [.character("$"), .character(" "), .enter])
                == CommandResult(code: 0))
    }

    /// A pause with `--extra-button` and `--help-button` has OK, Extra, Cancel and Help.
    @Test func pauseWithExtraAndHelp() async throws {
        let pause = ["dialog", "--extra-button", "--help-button", "--pause", "Wait 東京", "0", "0", "30"]
        #expect(try await run(pause, keys: [.tab, .enter], snapshot: "pause") == CommandResult(code: 3))
        #expect(try await run(pause, keys: [.backTab, .enter]) == CommandResult(code: 2))
        #expect(try await run(pause, keys: [.tab, .tab, .enter]) == CommandResult(code: 1))
        #expect(try await run(pause, keys: [.enter]) == CommandResult(code: 0))
    }

    /// A program box asked for buttons has OK, Extra and Help (no Cancel, as dialog's), under
    /// the box instead of its own OK.
    @Test func programboxWithExtraButton() async throws {
        let box = ["dialog", "--extra-button", "--ok-label", "Fine", "--programbox", "0", "0"]
        #expect(
            try await run(
                box, keys: [.tab, .enter], input: LineFeed.ended(["built 🚀", "東京"]), snapshot: "programbox",
                showing: "done")
                == CommandResult(code: 3))
        #expect(try await run(box, keys: [.enter], input: LineFeed.ended(["done"])) == CommandResult(code: 0))
    }

    /// A prgbox asked for buttons has them as a program box does: OK, Extra and Help, no
    /// Cancel (dialog 1.3 draws `< OK >  <Extra>  <Help >` and Extra exits 3).
    @Test func prgboxWithExtraAndHelp() async throws {
        let box = ["dialog", "--extra-button", "--help-button", "--prgbox", "Out", "echo built 東京", "12", "50"]
        #expect(
            try await run(box, keys: [.tab, .enter], snapshot: "prgbox", showing: "exit status")
                == CommandResult(code: 3))
        #expect(try await run(box, keys: [.backTab, .enter], showing: "exit status") == CommandResult(code: 2))
        #expect(try await run(box, keys: [.enter], showing: "exit status") == CommandResult(code: 0))
    }
}
