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

@MainActor
struct TestTableCommand {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let screen: Screen
    private let feed = LineFeed()

    static let hosts = [
        "name,address,note",
        "web,10.0.0.1,\"front, 東京\"",
        "db,10.0.0.2,\"says \"\"hi\"\"",
        "and more\"",
        "cache 🧊,10.0.0.3,",
    ]

    init() {
        screen = Screen(terminal: term)
    }

    private func table(_ arguments: String..., lines: [String] = hosts) throws -> any Command {
        feed.send(lines)
        feed.end()
        return try command(["table"] + arguments, input: feed)
    }

    @Test func downEnterPrintsTheSecondRowAsCSV() async throws {
        let result = screen.start(try table("--csv", "-", "--title", "Hosts"))
        await screen.waitUntilShown("the table")
        assertSnapshot(term, named: "hosts.80x24")
        term.send(.down, .enter)
        #expect(await result.value == CommandResult(code: 0, output: "db,10.0.0.2,\"says \"\"hi\"\"\nand more\"\n"))
    }

    @Test func multipleRowsInTheirOrder() async throws {
        let result = screen.start(try table("--csv", "-", "--multiple"))
        await screen.waitUntilShown("the table")
        term.send(.end, .character(" "), .home, .character(" "), .enter)
        #expect(await result.value == CommandResult(code: 0, output: "web,10.0.0.1,\"front, 東京\"\ncache 🧊,10.0.0.3,\n"))
    }

    @Test func columnsSortAndNoHeader() async throws {
        let result = screen.start(
            try table(
                "--csv", "-", "--no-header", "--columns", "2,1", "--sort", "1", "--descending", "--title", "Hosts"))
        await screen.waitUntilShown("the table")
        assertSnapshot(term, named: "columnsSorted.80x24")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "web,10.0.0.1,\"front, 東京\"\n"))
    }

    @Test func tsvWithAFile() async throws {
        var path = Array("/tmp/formwizard-test-table-XXXXXX".utf8CString)
        let file = mkstemp(&path)
        try #require(file >= 0)
        let name = String(decoding: path.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        defer {
            close(file)
            unlink(name)
        }
        let text = "city\tpeople\n東京\t37400068\nZürich\t415367\n"
        #expect(writeText(text, to: file) == text.utf8.count)
        let result = screen.start(try command("table", "--tsv", name, "--sort", "people"))
        await screen.waitUntilShown("the table")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, output: "Zürich\t415367\n"))
    }

    @Test func escapeExitsOneWithoutOutput() async throws {
        let result = screen.start(try table("--csv", "-"))
        await screen.waitUntilShown("the table")
        term.send(.escape)
        #expect(await result.value == CommandResult(code: 1, output: nil))
    }

    @Test func invalidInputIsAUsageError() async throws {
        let unclosed = screen.start(try table("--csv", "-", lines: ["a,b", "\"c,d"]))
        #expect(
            await unclosed.value
                == CommandResult(code: 2, errorOutput: "formwizard table: line 2: a quoted field is not closed\n"))
        let unknown = screen.start(
            try command(["table", "--csv", "-", "--columns", "zip"], input: LineFeed.ended(["a,b"])))
        #expect(
            await unknown.value
                == CommandResult(
                    code: 2, errorOutput: "formwizard table: no column 'zip' (the columns are 'a', 'b', or 1 to 2)\n"))
        let empty = screen.start(try command(["table", "--tsv", "-"], input: LineFeed.ended([])))
        #expect(await empty.value == CommandResult(code: 2, errorOutput: "formwizard table: the table is empty\n"))
    }

    @Test func usageErrors() {
        let cases: [([String], String)] = [
            ([], "give the table with --csv FILE|- or --tsv FILE|-"),
            (["--csv", "-", "--tsv", "-"], "give one of --csv and --tsv, once"),
            (["--tsv", "-", "--separator", ";"], "--separator is for --csv; TSV is separated by tabs"),
            (["--csv", "-", "--separator", "ab"], "--separator 'ab' is not one character (other than a quote)"),
            (["--csv", "-", "--descending"], "--descending needs --sort COLUMN"),
            (["--csv", "/nonexistent/hosts.csv"], "cannot read '/nonexistent/hosts.csv': No such file or directory"),
        ]
        for (arguments, message) in cases {
            let expected = "formwizard table: \(message)\nTry 'formwizard table --help' for more information.\n"
            #expect(usageError(["table"] + arguments) == expected, "\(arguments)")
        }
        let terminal = StandardInput(isTerminal: true) { NoLines() }
        #expect(
            usageError(["table", "--csv", "-"], standardInput: terminal)
                == ("formwizard table: standard input is a terminal; pipe the table in or give a file: --csv FILE\n"
                    + "Try 'formwizard table --help' for more information.\n"))
    }
}

/// Writes `text` to `descriptor` with libc's `write` (hidden by name inside the test type).
private func writeText(_ text: String, to descriptor: Int32) -> Int {
    var text = text
    return text.withUTF8 { write(descriptor, $0.baseAddress, $0.count) }
}

/// The usage error `arguments` make, if they make one.
private func usageError(_ arguments: [String], standardInput: StandardInput = .empty) -> String? {
    guard case .usageError(let text) = FormWizardCommand.parse(arguments, standardInput: standardInput) else {
        return nil
    }
    return text
}
