import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file of `lines` in /tmp, removed when the value is dropped.
private final class TemporaryFile {
    let path: String

    init(lines: [String]) throws {
        var template = Array("/tmp/formwizard-textbox-XXXXXX".utf8CString)
        let descriptor = mkstemp(&template)
        try #require(descriptor >= 0)
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
        #expect(bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) } == bytes.count)
        close(descriptor)
    }

    deinit { unlink(path) }
}

@MainActor
struct TestTextboxCommand {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term)
    }

    private static let twoThousand = (1...2000).map { "line \($0): 東京 🍣 the quick brown fox" }

    /// Waits until the pager shows all of its `count` lines read.
    private func waitForThePager(count: Int) async {
        await screen.waitUntilShown("the pager with its \(count) lines") { term.lines[22].hasSuffix("/\(count) 1% │") }
    }

    private func usage(_ message: String) -> String? {
        "formwizard textbox: \(message)\nTry 'formwizard textbox --help' for more information.\n"
    }

    /// What parsing `arguments` says: the usage error, or the help text.
    private func parse(_ arguments: String..., standardInput: StandardInput = .empty) -> String? {
        switch FormWizardCommand.parse(arguments, standardInput: standardInput) {
        case .usageError(let text), .help(let text): text
        case .run, .finished: nil
        }
    }

    @Test func aFileOfTwoThousandLinesReachesItsLastLineWithEnd() async throws {
        let file = try TemporaryFile(lines: Self.twoThousand)
        let result = screen.start(try command("textbox", file.path))
        await waitForThePager(count: 2000)
        term.send(.end)
        await screen.waitUntilIdle()
        #expect(term.lines[20].hasPrefix("│ line 1999: 東京 🍣 the quick brown fox  "))
        #expect(term.lines[21].hasPrefix("│ line 2000: 東京 🍣 the quick brown fox  "))
        term.send(.character("q"))
        #expect(await result.value == CommandResult(code: 0))
    }

    @Test func thePagerAliasReadsStandardInputWithLineNumbers() async throws {
        let feed = LineFeed()
        let result = screen.start(try command("pager", "--title", "日誌 📓", "--line-numbers", "-", input: feed))
        await screen.waitUntilShown("the pager")
        assertSnapshot(term, named: "stdinReading.80x24")
        feed.send(Array(Self.twoThousand.prefix(30)))
        await feed.drained()
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "stdinThirty.80x24")
        feed.send("last\tline")
        feed.end()
        await eventually("the input has ended") { term.lines[22].hasSuffix("/31 67% │") }
        term.send(.end)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "stdinEnd.80x24")
        term.send(.escape)
        #expect(await result.value == CommandResult(code: 1))
    }

    @Test func inLineModeTheTextIsWrittenAsItIsReadAndTheCommandEndsWithIt() async throws {
        let lines = VirtualLineTerminal()
        let screen = Screen(lines: lines)
        let feed = LineFeed()
        let result = screen.start(try command("textbox", "--title", "log", "--line-numbers", "-", input: feed))
        feed.send(["one", "two\tthree"])
        await feed.drained()
        feed.send("four")
        feed.end()
        #expect(await result.value == CommandResult(code: 0))
        #expect(lines.transcript == "log\n1: one\n2: two     three\n3: four\n")
    }

    @Test func noWrapSearchAndEnterClose() async throws {
        let file = try TemporaryFile(lines: Self.twoThousand)
        let result = screen.start(try command("textbox", "--no-wrap", file.path))
        await waitForThePager(count: 2000)
        term.send("/line 1500:".map { .key(.character($0)) } + [.key(.enter)])
        await screen.waitUntilIdle()
        #expect(term.lines[1].hasPrefix("│ line 1500: 東京"))
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0))
    }

    @Test func usageErrors() throws {
        #expect(parse("textbox") == usage("a FILE to show is needed, or - for standard input"))
        #expect(parse("textbox", "a", "b") == usage("one FILE at a time (got 'b' too)"))
        #expect(
            parse("textbox", "/nonexistent/file")
                == usage("cannot read '/nonexistent/file': No such file or directory"))
        #expect(parse("textbox", "/tmp") == usage("cannot read '/tmp': it is a directory"))
        #expect(parse("pager", "--wrap", "x") == usage("unknown option '--wrap'"))
        let terminal = StandardInput(isTerminal: true) { NoLines() }
        #expect(
            parse("textbox", "-", standardInput: terminal)
                == usage("standard input is a terminal; pipe the text in or name a file"))
        #expect(parse("pager", "--help") == TextboxCommand.help)
        #expect(parse("help", "pager") == TextboxCommand.help)
    }
}
