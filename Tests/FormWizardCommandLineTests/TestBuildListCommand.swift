import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestBuildListCommand {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term)
    }

    private func usageError(_ arguments: String...) -> String? {
        guard case .usageError(let text) = FormWizardCommand.parse(["buildlist"] + arguments) else { return nil }
        return String(text.prefix { $0 != "\n" })
    }

    @Test func parsing() throws {
        guard
            case .run(let command) = FormWizardCommand.parse([
                "buildlist", "--title", "T", "--item", "a", "--detail", "first", "--item", "b=Bee", "--item", "c=d",
                "--label", "Sea", "--chosen", "c=d", "--chosen", "a", "--min", "1", "--json",
            ])
        else {
            Issue.record("did not parse")
            return
        }
        #expect(
            command as? BuildListCommand
                == BuildListCommand(
                    title: "T",
                    items: [
                        ListItem(tag: "a", detail: "first"), ListItem(tag: "b", label: "Bee"),
                        ListItem(tag: "c=d", label: "Sea"),
                    ], chosen: [2, 0], minimum: 1, printsJSON: true))
        #expect(usageError() == "formwizard buildlist: a build list needs at least one --item")
        #expect(
            usageError("--item", "a", "--chosen", "b")
                == "formwizard buildlist: --chosen 'b' is not an item (the items are 'a')")
        #expect(
            usageError("--item", "a=A", "--chosen", "A")
                == "formwizard buildlist: --chosen 'A' is not an item (the items are 'a')")
        #expect(
            usageError("--item", "a", "--chosen", "a", "--chosen", "a")
                == "formwizard buildlist: --chosen 'a' is given twice")
        #expect(usageError("--item", "a", "--min", "2") == "formwizard buildlist: --min 2 is more than the 1 items")
        #expect(
            usageError("--item", "a", "--item", "a=other")
                == "formwizard buildlist: item 'a' is given twice; a script could not tell them apart")
        #expect(
            usageError("--item", "=x") == "formwizard buildlist: item '=x' needs a tag before '=' and a label after it")
        #expect(usageError("--label", "x") == "formwizard buildlist: --label 'x' comes before any --item")
        #expect(
            usageError("--items-from", "/nonexistent/items").map { $0.hasPrefix("formwizard buildlist: ") } == true)
    }

    @Test func itemsFromStandardInputTakeTheirPlaceAndAreChosenByTag() async throws {
        let feed = LineFeed.ended(["eu\tEurope 🇪🇺\tDublin", "", "ap\tアジア", "us"])
        let result = screen.start(
            try command(
                ["buildlist", "--item", "first=最初", "--items-from", "-", "--item", "last", "--chosen", "ap"],
                input: feed))
        await screen.waitUntilShown("the build list")
        assertSnapshot(term, named: "itemsFrom.80x24")
        // Available: first, eu, us, last; chosen: ap. Move eu over, then put it before ap.
        term.send(.down, .character(" "), .tab, .end, .character("K"))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "itemsFromReordered.80x24")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "eu\nap\n"))

        let duplicate = screen.start(
            try command(["buildlist", "--item", "a", "--items-from", "-"], input: LineFeed.ended(["a"])))
        let usage = await duplicate.value
        #expect(usage.code == 2)
        #expect(
            usage.errorOutput
                == "formwizard buildlist: item 'a' is given twice; a script could not tell them apart\n"
                + "Try 'formwizard buildlist --help' for more information.\n")
    }

    @Test func twoItemsChosenAreTwoLinesInTheOrderChosen() async throws {
        let result = screen.start(
            try command(
                "buildlist", "--title", "配置 Deploy", "--item", "東京", "--item", "frankfurt", "--item", "🌊 ocean",
                "--detail", "the sea"))
        await screen.waitUntilIdle()
        term.send(.end, .character(" "), .home, .character(" "), .tab)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "chosen")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "🌊 ocean\n東京\n"))
    }

    @Test func jsonNothingChosenAndEscape() async throws {
        let json = screen.start(
            try command("buildlist", "--item", "a \"q\"", "--item", "b", "--chosen", "a \"q\"", "--json"))
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(await json.value == CommandResult(code: 0, output: #"["a \"q\""]"# + "\n"))
        let none = screen.start(try command("buildlist", "--item", "a"))
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(await none.value == CommandResult(code: 0, output: ""))
        let escaped = screen.start(try command("buildlist", "--item", "a"))
        await screen.waitUntilIdle()
        term.send(.character(" "), .escape)
        #expect(await escaped.value == .cancelled)
    }

    @Test func helpListsTheOptions() {
        #expect(
            HelpOption.options(in: BuildListCommand.help).map(\.names) == [
                ["--title"], ["--message"], ["--item"], ["--label"], ["--detail"], ["--items-from"], ["--chosen"],
                ["--min"], ["--json"], ["-h", "--help"],
            ])
    }
}
