import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

@MainActor
struct TestTreeCommand {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term)
    }

    static let paths = ["src/app/main.swift", "src/app/日本.swift", "", "src/lib/🧰.swift", "README.md", "src/app"]

    @Test func pathsPrintThePathOfTheChosenNode() async throws {
        let result = screen.start(
            try command(["tree", "--paths", "--title", "Files"], input: LineFeed.ended(Self.paths)))
        await screen.waitUntilShown("the tree")
        assertSnapshot(term, named: "paths.80x24")
        term.send(.right, .down, .right, .down, .down)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "pathsOpened.80x24")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "src/app/日本.swift\n"))
    }

    @Test func anOutlineWithTabsAndSpaces() async throws {
        let outline = ["Fruit", "  Apple", "  Citrus 柑橘", "\tLemon 🍋", "    Lime", "Vegetables", " Leek"]
        let result = screen.start(try command(["tree", "--expand"], input: LineFeed.ended(outline)))
        await screen.waitUntilShown("the tree")
        assertSnapshot(term, named: "outline.80x24")
        term.send(.down, .down, .down, .down, .enter)
        #expect(await result.value == CommandResult(code: 0, output: "Fruit/Citrus 柑橘/Lime\n"))
    }

    @Test func absolutePathsAndFolders() async throws {
        let lines = ["/usr/bin/env", "/usr/lib", "/etc"]
        let result = screen.start(try command(["tree", "--paths", "--folders"], input: LineFeed.ended(lines)))
        await screen.waitUntilShown("the tree")
        term.send(.right, .down, .enter)
        #expect(await result.value == CommandResult(code: 0, output: "/usr/bin\n"))
    }

    @Test func escapeAndAnEmptyTree() async throws {
        let result = screen.start(try command(["tree"], input: LineFeed.ended(["a", " b"])))
        await screen.waitUntilShown("the tree")
        term.send(.escape)
        #expect(await result.value == CommandResult(code: 1, output: nil))
        let empty = screen.start(try command(["tree", "--paths"], input: LineFeed.ended(["", "  "])))
        #expect(await empty.value == CommandResult(code: 2, errorOutput: "formwizard tree: the tree is empty\n"))
    }

    @Test func outlinesAndPathsParse() {
        func shape(_ nodes: [TreeNode<String>]) -> [String] {
            nodes.flatMap { node in ["\(node.title)=\(node.value)"] + shape(node.children).map { "  " + $0 } }
        }
        let outline = TreeOutline(lines: ["a", "  b", "    c", "  d", "e", "", "    f"], format: .indented)
        #expect(shape(outline.roots) == ["a=a", "  b=a/b", "    c=a/b/c", "  d=a/d", "e=e", "  f=e/f"])
        let paths = TreeOutline(lines: ["a::b", "a::c", "d", "a::b::x"], format: .paths(separator: "::"))
        #expect(shape(paths.roots) == ["a=a", "  b=a::b", "    x=a::b::x", "  c=a::c", "d=d"])
    }

    @Test func usageErrors() {
        let terminal = StandardInput(isTerminal: true) { NoLines() }
        guard case .usageError(let text) = FormWizardCommand.parse(["tree"], standardInput: terminal) else {
            Issue.record("not a usage error")
            return
        }
        #expect(
            text == "formwizard tree: standard input is a terminal; pipe the tree in or give --items-from FILE\n"
                + "Try 'formwizard tree --help' for more information.\n")
    }
}
