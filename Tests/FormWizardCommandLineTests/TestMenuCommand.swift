import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

@MainActor
struct TestMenuCommand {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term)
    }

    private func serverMenu(_ extra: String...) throws -> any Command {
        let items = ["--item", "start", "--detail", "Start the server", "--item", "stop", "--detail", "Stop it"]
        return try command(
            ["menu", "--title", "Server", "--message", "What now?"] + items + ["--item", "status"] + extra)
    }

    @Test func downEnterPrintsTheSecondItem() async throws {
        let result = screen.start(try serverMenu())
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "items.80x24")
        term.send(.down)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "secondSelected.80x24")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "stop\n"))
    }

    @Test func enterPrintsTheFirstItem() async throws {
        let result = screen.start(try serverMenu())
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "start\n"))
    }

    @Test func defaultItemIsSelected() async throws {
        let result = screen.start(try serverMenu("--default", "status"))
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "status\n"))
    }

    @Test func aLetterJumpsToTheNextItemStartingWithIt() async throws {
        let result = screen.start(try serverMenu())
        await screen.waitUntilIdle()
        term.send(.character("s"), .character("s"))
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "status\n"))
    }

    /// ↑ on the first item stays there, as in dialog and whiptail.
    @Test func upOnTheFirstStaysThere() async throws {
        let result = screen.start(try serverMenu())
        await screen.waitUntilIdle()
        term.send(.up, .enter)
        #expect(await result.value == CommandResult(code: 0, output: "start\n"))
    }

    @Test func escapeExitsOneWithoutOutput() async throws {
        let result = screen.start(try serverMenu())
        await screen.waitUntilIdle()
        term.send(.down, .escape)
        #expect(await result.value == CommandResult(code: 1, output: nil))
    }
}

@MainActor
struct TestMenuCommandTags {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term)
    }

    @Test func theTagIsPrintedAndTheLabelShown() async throws {
        let result = screen.start(
            try command(
                "menu", "--title", "Server", "--item", "start=Start the server 🚀", "--item", "stop", "--label",
                "停止 Stop", "--detail", "now", "--item", "a=b", "--label", "Tag with =", "--default", "stop"))
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "tags.80x24")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "stop\n"))
        let whole = screen.start(try command("menu", "--item", "a=b", "--label", "Tag with =", "--item", "c"))
        await screen.waitUntilIdle()
        term.send(.enter)
        #expect(await whole.value == CommandResult(code: 0, output: "a=b\n"))
    }

    @Test func itemsFromAFile() async throws {
        let path = "/tmp/formwizard-menu-items-\(UInt32.random(in: 0...UInt32.max))"
        try writeFile(path, "alpha\tΑλφα\nbeta\tΒήτα\t2nd\n\ngamma\n")
        defer { removeFile(path) }
        let result = screen.start(try command("menu", "--items-from", path, "--default", "gamma"))
        await screen.waitUntilShown("the menu")
        assertSnapshot(term, named: "itemsFromAFile.80x24")
        term.send(.up, .enter)
        #expect(await result.value == CommandResult(code: 0, output: "beta\n"))
    }

    @Test func typeAheadAndDigits() async throws {
        let items = ["menu", "--item", "apple", "--item", "apricot", "--item", "banana"]
        let typed = screen.start(try command(items))
        await screen.waitUntilIdle()
        term.type("apr")
        term.send(.enter)
        #expect(await typed.value == CommandResult(code: 0, output: "apricot\n"))
        let digit = screen.start(try command(items))
        await screen.waitUntilIdle()
        term.send(.character("3"), .enter)
        #expect(await digit.value == CommandResult(code: 0, output: "banana\n"))
    }
}
