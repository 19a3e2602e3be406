import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

/// dialog's buttons on every box with buttons (`WithButtons` under the library dialog): the
/// labels, `--extra-button` (3), `--help-button` (2, "HELP tag"), `--no-ok`, `--no-cancel`,
/// `--default-button`, and what each writes, as dialog 1.3 does.
@MainActor
struct TestCompatButtons {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term, clock: TestClock())
    }

    /// Runs `arguments` (parsed with `environment`), sends `keys` once the box is up, and
    /// returns the result.
    private func run(
        _ arguments: [String], keys: [Key], environment: [String: String] = [:], snapshot: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> CommandResult {
        let invocation = FormWizardCommand.parse(arguments, environment: { environment[$0] })
        guard case .run(let command) = invocation else { throw ParseFailure(arguments: arguments) }
        let result = screen.start(command)
        await eventually("the box is shown") { screen.presentationCount == 1 }
        await screen.waitUntilIdle()
        if let snapshot { assertSnapshot(term, named: snapshot, sourceLocation: sourceLocation) }
        term.send(keys.map(InputEvent.key))
        return await result.value
    }

    static let menu = [
        "dialog", "--extra-button", "--help-button", "--menu", "Pick", "0", "0", "0", "a", "Apple", "b", "日本",
    ]

    @Test func menuHelpWritesTheTagAndExtraTheTag() async throws {
        #expect(
            try await run(Self.menu, keys: [.down, .enter], snapshot: "menu")
                == CommandResult(code: 0, errorOutput: "b"))
        #expect(
            try await run(Self.menu, keys: [.down, .tab, .enter]) == CommandResult(code: 3, errorOutput: "b"))
        #expect(
            try await run(Self.menu, keys: [.down, .backTab, .enter]) == CommandResult(code: 2, errorOutput: "HELP b"))
        #expect(try await run(Self.menu, keys: [.tab, .tab, .enter]) == CommandResult(code: 1))
        #expect(try await run(Self.menu, keys: [.escape]) == CommandResult(code: 255))
    }

    /// With `--item-help` the help button writes the item's help, and exits as Help (2)
    /// unless `DIALOG_ITEM_HELP` is set; `--help-tags` writes the tag.
    @Test func itemHelpOnTheHelpButton() async throws {
        let arguments = ["dialog", "--help-button", "--item-help", "--menu", "Pick", "0", "0", "0"]
        let items = ["a", "Apple", "about apples", "b", "Banana", "about bananas"]
        #expect(
            try await run(arguments + items, keys: [.down, .backTab, .enter])
                == CommandResult(code: 2, errorOutput: "HELP about bananas"))
        #expect(
            try await run(arguments + items, keys: [.down, .backTab, .enter], environment: ["DIALOG_ITEM_HELP": "4"])
                == CommandResult(code: 4, errorOutput: "HELP about bananas"))
        let tags = ["dialog", "--help-tags"] + arguments.dropFirst() + items
        #expect(try await run(tags, keys: [.down, .backTab, .enter]) == CommandResult(code: 2, errorOutput: "HELP b"))
    }

    /// `--item-help` draws the help of the item under the cursor on the bottom row, as dialog
    /// does, and follows the cursor.
    @Test func itemHelpIsDrawnOnTheBottomRow() async throws {
        let arguments = [
            "dialog", "--item-help", "--checklist", "Pick", "0", "0", "0", "a", "Apple", "on", "about 🍎",
            "b", "Banana", "off", "東京 bananas",
        ]
        let invocation = FormWizardCommand.parse(arguments)
        guard case .run(let command) = invocation else { throw ParseFailure(arguments: arguments) }
        let result = screen.start(command)
        await eventually("the list is shown") { screen.presentationCount == 1 }
        term.send(.down)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "itemHelp")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, errorOutput: "a"))
    }

    /// A checklist's help names the item under the cursor (and with `--help-status` the marked
    /// tags); its extra button writes the marked tags.
    @Test func checklistAndRadiolist() async throws {
        let items = ["a", "Apple", "on", "b", "Banana", "off"]
        let checklist = ["dialog", "--extra-button", "--help-button", "--checklist", "Pick", "0", "0", "0"] + items
        #expect(
            try await run(checklist, keys: [.down, .character(" "), .tab, .enter])
                == CommandResult(code: 3, errorOutput: "a b"))
        let status = ["dialog", "--help-button", "--help-status", "--checklist", "Pick", "0", "0", "0"] + items
        #expect(
            try await run(status, keys: [.down, .backTab, .enter]) == CommandResult(code: 2, errorOutput: "HELP b a"))
        let radio = ["dialog", "--help-button", "--help-status", "--radiolist", "Pick", "0", "0", "0"] + items
        #expect(
            try await run(radio, keys: [.down, .backTab, .enter]) == CommandResult(code: 2, errorOutput: "HELP b a"))
    }

    /// The labels name the buttons; `--no-cancel` drops Cancel, `--default-button` takes Enter.
    @Test func inputboxLabelsAndDefaultButton() async throws {
        let labelled = [
            "dialog", "--ok-label", "Save", "--cancel-label", "Back", "--extra-button", "--extra-label", "Later",
            "--inputbox", "Name?", "0", "0", "Ada",
        ]
        #expect(
            try await run(labelled, keys: [.enter], snapshot: "inputbox") == CommandResult(code: 0, errorOutput: "Ada"))
        #expect(try await run(labelled, keys: [.tab, .tab, .enter]) == CommandResult(code: 3, errorOutput: "Ada"))
        #expect(try await run(labelled, keys: [.tab, .tab, .tab, .enter]) == CommandResult(code: 1))
        let noCancel = ["dialog", "--nocancel", "--help-button", "--inputbox", "Name?", "0", "0", "Ada"]
        #expect(try await run(noCancel, keys: [.tab, .tab, .enter]) == CommandResult(code: 2, errorOutput: "Ada"))
        let defaultExtra = [
            "dialog", "--extra-button", "--default-button", "extra", "--inputbox", "Name?", "0", "0", "Ada",
        ]
        #expect(try await run(defaultExtra, keys: [.enter]) == CommandResult(code: 3, errorOutput: "Ada"))
    }

    /// Boxes shown through a subcommand's dialog (`DialogCommand`) get the buttons too, and
    /// write their answer for the extra and help buttons as for OK.
    @Test func rangeboxAndCalendar() async throws {
        let range = ["dialog", "--extra-button", "--rangebox", "Level", "0", "0", "1", "10", "5"]
        #expect(
            try await run(range, keys: [.tab, .tab, .enter], snapshot: "rangebox")
                == CommandResult(code: 3, errorOutput: "5"))
        let calendar = [
            "dialog", "--help-button", "--default-button", "help", "--calendar", "Day", "0", "0", "24", "12", "2026",
        ]
        #expect(try await run(calendar, keys: [.enter]) == CommandResult(code: 2, errorOutput: "24/12/2026"))
        #expect(try await run(calendar, keys: [.escape]) == CommandResult(code: 255))
    }

    /// `--editbox` with dialog's buttons: the editor's own Save and Cancel give way to them;
    /// the extra button writes the text, its tabs as they were read.
    @Test func editboxWithExtraAndHelp() async throws {
        let file = FollowedPath()
        try file.put("name:\t東京\n\tindented\n")
        let arguments = [
            "dialog", "--title", "Notes", "--extra-button", "--help-button", "--editbox", file.path, "0", "0",
        ]
        #expect(
            try await run(arguments, keys: [.tab, .tab, .enter], snapshot: "editbox")
                == CommandResult(code: 3, errorOutput: "name:\t東京\n\tindented\n"))
        #expect(
            try await run(arguments, keys: [.backTab, .enter])
                == CommandResult(code: 2, errorOutput: "name:\t東京\n\tindented\n"))
        #expect(try await run(arguments, keys: [.tab, .tab, .tab, .enter]) == CommandResult(code: 1))
    }

    /// dialog's `--editbox` does nothing on Ctrl-S or F2 (our editor's save keys): the text is
    /// still edited after them, and OK saves it.
    @Test func editboxIgnoresCtrlSAndF2() async throws {
        let file = FollowedPath()
        try file.put("ab\n")
        let arguments = ["dialog", "--editbox", file.path, "0", "0"]
        #expect(
            try await run(arguments, keys: [.ctrl("s"), .function(2), .character("x"), .tab, .enter])
                == CommandResult(code: 0, errorOutput: "xab\n"))
        #expect(
            try await run(arguments, keys: [.ctrl("s"), .tab, .tab, .enter]) == CommandResult(code: 1))
    }
}
