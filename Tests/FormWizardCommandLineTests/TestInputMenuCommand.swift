import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestInputMenuCommand {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term)
    }

    private func usageError(_ arguments: String...) -> String? {
        guard case .usageError(let text) = FormWizardCommand.parse(["inputmenu"] + arguments) else { return nil }
        return String(text.prefix { $0 != "\n" })
    }

    @Test func parsing() {
        guard
            case .run(let command) = FormWizardCommand.parse([
                "inputmenu", "--item", "a", "--label", "Alpha", "--item", "b=Bee", "--item", "c", "--detail", "sea",
                "--default", "b", "--json",
            ])
        else {
            Issue.record("did not parse")
            return
        }
        #expect(
            command as? InputMenuCommand
                == InputMenuCommand(
                    items: [
                        ListItem(tag: "a", label: "Alpha"), ListItem(tag: "b", label: "Bee"),
                        ListItem(tag: "c", detail: "sea"),
                    ],
                    selected: 1, printsJSON: true))
        #expect(usageError() == "formwizard inputmenu: an input menu needs at least one --item")
        #expect(usageError("--label", "x") == "formwizard inputmenu: --label 'x' comes before any --item")
        #expect(
            usageError("--item", "a", "--label", "x", "--label", "y") == "formwizard inputmenu: item 'a' has two labels"
        )
        #expect(
            usageError("--item", "a", "--default", "b")
                == "formwizard inputmenu: --default 'b' is not an item (the items are 'a')")
        #expect(
            usageError("--item", "a=x", "--item", "a")
                == "formwizard inputmenu: item 'a' is given twice; a script could not tell them apart")
        #expect(
            usageError("--items-from", "/nonexistent/items").map { $0.hasPrefix("formwizard inputmenu: ") } == true)
    }

    @Test func theDetailOrADifferentTagIsShownBesideTheLabel() {
        #expect(
            InputMenuCommand.menuItems([
                ListItem(tag: "a", label: "Alpha"), ListItem(tag: "b"), ListItem(tag: "c", label: "Sea", detail: "🌊"),
            ]).map { [$0.title, $0.detail?.plain ?? "-"] } == [["Alpha", "a"], ["b", "-"], ["Sea", "🌊"]])
    }

    @Test func itemsFromStandardInputAreRenamedAndPrintedByTag() async throws {
        let feed = LineFeed.ended(["web\tweb-1 東京", "", "db\tdb-1\tprimary 🐘"])
        let result = screen.start(
            try command(["inputmenu", "--item", "cache", "--items-from", "-", "--default", "db"], input: feed))
        await screen.waitUntilShown("the input menu")
        assertSnapshot(term, named: "itemsFrom.80x24")
        term.send(.up, .character("r"), .ctrl("u"))
        term.type("web-2 大阪")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "itemsFromRenaming.80x24")
        term.send(.enter, .enter)
        #expect(await result.value == CommandResult(code: 0, output: "RENAMED web web-2 大阪\n"))
    }

    @Test func renamedPrintsRenamedTagAndLabel() async throws {
        let result = screen.start(
            try command(
                "inputmenu", "--title", "サーバー", "--item", "web", "--label", "web-1 東京", "--item", "db", "--item",
                "cache 🧊"))
        await screen.waitUntilIdle()
        term.send(.down, .function(2), .ctrl("u"))
        term.type("db primary 🐘")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "renaming")
        term.send(.enter, .enter)
        #expect(await result.value == CommandResult(code: 0, output: "RENAMED db db primary 🐘\n"))
    }

    @Test func notRenamedPrintsTheTagJSONAndEscape() async throws {
        let plain = screen.start(try command("inputmenu", "--item", "a", "--label", "Alpha", "--item", "b"))
        await screen.waitUntilIdle()
        term.send(.character("r"))
        term.type("!")
        term.send(.escape, .enter)
        #expect(await plain.value == CommandResult(code: 0, output: "a\n"))

        let json = screen.start(try command("inputmenu", "--item", "a", "--item", "b", "--json"))
        await screen.waitUntilIdle()
        term.send(.down, .character("r"))
        term.type("\"B\"\n\n")
        #expect(
            await json.value
                == CommandResult(
                    code: 0,
                    output:
                        #"{"tag":"b","label":"b\"B\"","renamed":true,"items":[{"tag":"a","label":"a"},{"tag":"b","label":"b\"B\""}]}"#
                        + "\n"))

        let escaped = screen.start(try command("inputmenu", "--item", "a"))
        await screen.waitUntilIdle()
        term.send(.escape)
        #expect(await escaped.value == .cancelled)
    }

    @Test func helpListsTheOptions() {
        #expect(
            HelpOption.options(in: InputMenuCommand.help).map(\.names) == [
                ["--title"], ["--message"], ["--item"], ["--label"], ["--detail"], ["--items-from"], ["--default"],
                ["--json"], ["-h", "--help"],
            ])
    }
}
