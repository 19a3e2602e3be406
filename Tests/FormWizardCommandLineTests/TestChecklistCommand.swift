import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

@MainActor
struct TestChecklistCommand {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term)
    }

    private let regions = [
        "checklist", "--title", "Regions", "--message", "Deploy to:", "--item", "eu=Europe 🇪🇺", "--detail", "Dublin",
        "--item", "us=Americas", "--item", "ap", "--label", "アジア Asia",
    ]

    @Test func twoChosenArePrintedOneALineInItemOrder() async throws {
        let result = screen.start(try command(regions + ["--checked", "ap"]))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "checked.80x24")
        term.send(.character(" "))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "twoChosen.80x24")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "eu\nap\n"))
    }

    @Test func jsonPrintsAnArray() async throws {
        let result = screen.start(try command(regions + ["--json", "--checked", "us", "--checked", "eu"]))
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: #"["eu","us"]"# + "\n"))
    }

    @Test func noneChosenPrintsNothingOrAnEmptyArray() async throws {
        let lines = screen.start(try command(regions))
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(await lines.value == CommandResult(code: 0, output: ""))
        let json = screen.start(try command(regions + ["--json"]))
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(await json.value == CommandResult(code: 0, output: "[]\n"))
    }

    @Test func theMinimumIsEnforced() async throws {
        let result = screen.start(try command(regions + ["--min", "2", "--max", "2"]))
        await screen.waitUntilIdle()
        term.send(.character(" "), .enter)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "tooFew.80x24")
        term.send(.end, .character(" "), .enter)
        #expect(await result.value == CommandResult(code: 0, output: "eu\nap\n"))
    }

    @Test func escapeExitsOneWithoutOutput() async throws {
        let result = screen.start(try command(regions))
        await screen.waitUntilIdle()
        term.send(.character(" "), .escape)
        #expect(await result.value == CommandResult(code: 1, output: nil))
    }

    @Test func itemsFromStandardInputTakeTheirPlace() async throws {
        let feed = LineFeed()
        feed.send("de\tDeutschland", "", "fr\tFrance\tParis", "it")
        feed.end()
        let result = screen.start(
            try command(
                ["checklist", "--item", "first", "--items-from", "-", "--item", "last", "--checked", "fr"], input: feed)
        )
        await screen.waitUntilShown("the checklist")
        assertSnapshot(term, named: "itemsFrom.80x24")
        term.send(.home, .character(" "), .end, .character(" "), .enter)
        #expect(await result.value == CommandResult(code: 0, output: "first\nfr\nlast\n"))
    }

    @Test func usageErrorsFoundOnceTheItemsAreRead() async throws {
        let feed = LineFeed()
        feed.send("a", "b", "a")
        feed.end()
        let result = screen.start(try command(["checklist", "--items-from", "-"], input: feed))
        let usage = await result.value
        #expect(usage.code == 2)
        #expect(
            usage.errorOutput
                == "formwizard checklist: item 'a' is given twice; a script could not tell them apart\n"
                + "Try 'formwizard checklist --help' for more information.\n")
        let empty = LineFeed()
        empty.end()
        let checked = screen.start(try command(["checklist", "--items-from", "-", "--checked", "x"], input: empty))
        #expect(await checked.value.code == 2)
    }

    @Test func usageErrors() {
        #expect(throws: ParseFailure.self) { try command("checklist") }
        #expect(throws: ParseFailure.self) { try command("checklist", "--item", "a", "--min", "2") }
        #expect(throws: ParseFailure.self) {
            try command("checklist", "--item", "a", "--item", "b", "--min", "2", "--max", "1")
        }
        #expect(throws: ParseFailure.self) { try command("checklist", "--item", "a", "--max", "0") }
        #expect(throws: ParseFailure.self) { try command("checklist", "--item", "a", "--checked", "b") }
        #expect(throws: ParseFailure.self) { try command("checklist", "--item", "=x") }
        #expect(throws: ParseFailure.self) { try command("checklist", "--item", "a", "--label", "x", "--label", "y") }
        #expect(throws: ParseFailure.self) { try command("checklist", "--items-from", "/nonexistent/items") }
        let terminal = StandardInput(isTerminal: true) { NoLines() }
        guard
            case .usageError(let text) = FormWizardCommand.parse(
                ["checklist", "--items-from", "-"], standardInput: terminal)
        else {
            Issue.record("--items-from - with a terminal on stdin ran")
            return
        }
        #expect(text.hasPrefix("formwizard checklist: standard input is a terminal; pipe the items in"))
    }
}
