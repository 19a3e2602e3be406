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

/// A path in /tmp for a followed file, removed (with its rotated copy) when the value is dropped.
final class FollowedPath {
    let path = "/tmp/formwizard-tailbox-\(getpid())-\(Int.random(in: 0..<1_000_000_000))"

    deinit {
        unlink(path)
        unlink(path + ".1")
    }

    /// Writes `text` at the end of the file (made when there is none), or in place of what it
    /// holds.
    func put(_ text: String, replacing: Bool = false) throws {
        let descriptor = open(path, O_WRONLY | O_CREAT | (replacing ? O_TRUNC : O_APPEND), 0o600)
        try #require(descriptor >= 0)
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        #expect(written == bytes.count)
    }
}

@MainActor
struct TestTailboxCommand {
    private let term = VirtualTerminal(columns: 40, rows: 12)
    private let clock = TestClock()
    private let screen: Screen

    init() {
        screen = Screen(terminal: term, clock: clock)
    }

    /// Lets the file be checked once more and the box take what was read.
    private func checkTheFile() async {
        await screen.waitUntilIdle()
        clock.advance(by: FollowedFile.defaultInterval)
        await screen.waitUntilIdle()
        clock.advance(by: OutputBox.frameInterval)
        await screen.waitUntilIdle()
    }

    @Test func showsTheFileThenLinesAppendedThenOK() async throws {
        let file = FollowedPath()
        try file.put("1 🍣 寿司 ok\n2 東京の天気は晴れ 🌞\n")
        let result = screen.start(try command("tailbox", file.path, "--title", "app.log 📜"))
        await checkTheFile()
        assertSnapshot(term, named: "start")
        try file.put("3 新しい行 ✨\n4 half a li")
        await checkTheFile()
        assertSnapshot(term, named: "appended")
        try file.put("ne, ended\n")
        await checkTheFile()
        assertSnapshot(term, named: "ended line")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0))
    }

    @Test func aTruncatedFileIsReadFromItsStartAndARotatedOneToItsEnd() async throws {
        let file = FollowedPath()
        try file.put("old 1\nold 2 長い\n")
        let result = screen.start(try command("tailbox", file.path, "--title", "rotating 🔄"))
        await checkTheFile()
        try file.put("truncated 🪓\n", replacing: true)
        await checkTheFile()
        assertSnapshot(term, named: "truncated")
        // Rotated: the old file gets a last line after its move, the new one starts empty.
        #expect(rename(file.path, file.path + ".1") == 0)
        let moved = open(file.path + ".1", O_WRONLY | O_APPEND)
        #expect(moved >= 0)
        #expect(Array("moved, last\n".utf8).withUnsafeBytes { write(moved, $0.baseAddress, $0.count) } == 12)
        close(moved)
        await checkTheFile()
        try file.put("new 1 🆕\n")
        await checkTheFile()
        assertSnapshot(term, named: "rotated")
        term.send(.escape)
        #expect(await result.value == .cancelled)
    }

    @Test func aFileThatCannotBeReadIsAUsageError() throws {
        let file = FollowedPath()
        let usage = { (message: String) in
            "formwizard tailbox: \(message)\nTry 'formwizard tailbox --help' for more information.\n"
        }
        #expect(parse("tailbox") == usage("a FILE to follow is needed"))
        #expect(parse("tailbox", file.path) == usage("cannot read '\(file.path)': No such file or directory"))
        #expect(parse("tailbox", "/tmp") == usage("cannot read '/tmp': it is a directory"))
        #expect(parse("tailbox", "a", "b") == usage("one FILE at a time (got 'b' too)"))
        #expect(parse("tailbox", "--help") == TailboxCommand.help)
    }

    private func parse(_ arguments: String...) -> String? {
        switch FormWizardCommand.parse(arguments) {
        case .usageError(let text), .help(let text): text
        case .run, .finished: nil
        }
    }
}

/// The sequence itself, on the real clock checking every millisecond: the steps each test
/// takes run in one task that a watchdog cancels after 10 s, so a hang fails.
struct TestFollowedFile {
    /// Runs `steps` with an iterator over the file at `path`, within 10 seconds.
    private func following(
        _ path: String, backlog: Int = FollowedFile.defaultBacklog,
        _ steps: @escaping @Sendable (FollowedFile.Iterator) async throws -> [String]
    ) async throws -> [String] {
        let file = FollowedFile(path: path, clock: ContinuousClock(), interval: .milliseconds(1), backlog: backlog)
        let task = Task { try await steps(file.makeAsyncIterator()) }
        let watchdog = Task {
            try await Task.sleep(for: .seconds(10))
            task.cancel()
        }
        defer { watchdog.cancel() }
        return try await task.value
    }

    private static func lines(_ iterator: FollowedFile.Iterator, _ count: Int) async throws -> [String] {
        var lines: [String] = []
        for _ in 0..<count { lines.append(try #require(try await iterator.next())) }
        return lines
    }

    @Test func theBacklogStartsAtALineStart() async throws {
        let file = FollowedPath()
        try file.put("first line\nsecond\nthird\n")
        // The last 9 bytes ("d\nthird\n" and one more) cut "second": it is skipped.
        let cut = try await following(file.path, backlog: 9) { try await Self.lines($0, 1) }
        #expect(cut == ["third"])
        // The last 13 bytes start right after a line break: nothing is skipped.
        let whole = try await following(file.path, backlog: 13) { try await Self.lines($0, 2) }
        #expect(whole == ["second", "third"])
    }

    @Test func waitsForAFileThatIsNotThereYet() async throws {
        let file = FollowedPath()
        let path = file.path
        let lines = try await following(path) { iterator in
            let writer = Task {
                try await Task.sleep(for: .milliseconds(20))
                let descriptor = open(path, O_WRONLY | O_CREAT, 0o600)
                _ = Array("here 🎉\n".utf8).withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
                close(descriptor)
            }
            defer { writer.cancel() }
            return try await Self.lines(iterator, 1)
        }
        #expect(lines == ["here 🎉"])
    }

    @Test func endsWhenCancelled() async throws {
        let file = FollowedPath()
        try file.put("only\n")
        let task = Task {
            let iterator = FollowedFile(path: file.path, clock: ContinuousClock()).makeAsyncIterator()
            _ = try await iterator.next()
            return try await iterator.next()
        }
        try await Task.sleep(for: .milliseconds(100))
        task.cancel()
        await #expect(throws: CancellationError.self) { try await task.value }
    }
}
