import FormWizard
import FormWizardTesting
import Testing

/// Lines handed out one by one, then (with a clock) a wait on it that only cancellation
/// ends, or (with an error) that error: a producer still running, or one that failed.
struct ScriptedLines: AsyncSequence, Sendable {
    struct Broken: Error, CustomStringConvertible {
        var description: String { "broken pipe 💥" }
    }

    var lines: [String]
    var waitOn: TestClock?
    var fails = false

    struct AsyncIterator: AsyncIteratorProtocol {
        var rest: ArraySlice<String>
        var waitOn: TestClock?
        var fails: Bool

        mutating func next() async throws -> String? {
            if let line = rest.popFirst() { return line }
            if fails { throw Broken() }
            if let waitOn { try await waitOn.sleep(until: waitOn.now.advanced(by: .seconds(3600))) }
            return nil
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(rest: lines[...], waitOn: waitOn, fails: fails) }
}

/// Numbered lines as fast as they can be made, `count` of them or without end.
struct FastLines: AsyncSequence, Sendable {
    var count: Int?

    struct AsyncIterator: AsyncIteratorProtocol {
        var next = 1
        var count: Int?

        mutating func next() async throws -> String? {
            if let count, next > count { return nil }
            defer { next += 1 }
            return String(next)
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(count: count) }
}

@MainActor
struct TestOutputBox {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    static let lines: [String] = (1...30).map { number in
        switch number % 3 {
        case 0: "\(number) 東京の天気は晴れ 🌞 compiling a long module name that wraps at the edge"
        case 1: "\(number) 🍣 寿司 ok"
        default: "\(number) warning: unused 変数 'x' 🙈"
        }
    }

    @Test(arguments: sizes) func runningThenScrolledUpThenEnd(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let clock = TestClock()
        let screen = Screen(terminal: term, clock: clock)
        let task = Task {
            try await screen.showOutput(of: ScriptedLines(lines: Self.lines, waitOn: clock), title: "make 🛠")
        }
        await screen.waitUntilIdle()
        clock.advance(by: OutputBox.frameInterval)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "running.\(size)")
        term.send(.pageUp)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "scrolled.\(size)")
        term.send(.end)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "followed.\(size)")
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test(arguments: sizes) func endedWithStatusThenOK(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term, clock: TestClock())
        let task = Task {
            try await screen.showOutput(of: ScriptedLines(lines: Self.lines), title: "make 🛠") { _ in "exit status 0" }
        }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "ended.\(size)")
        term.send(.enter)
        try await task.value
    }

    @Test(arguments: sizes) func failedShowsTheError(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term, clock: TestClock())
        let task = Task { try await screen.showOutput(of: ScriptedLines(lines: Self.lines, fails: true)) }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "failed.\(size)")
        term.send(.character("o"))
        try await task.value
    }

    /// Output that never ends (a followed file): OK from the start, and it closes the box.
    @Test(arguments: sizes) func closesWhileRunningWithOK(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let clock = TestClock()
        let screen = Screen(terminal: term, clock: clock)
        let task = Task {
            try await screen.showOutput(
                of: ScriptedLines(lines: Self.lines, waitOn: clock), title: "app.log 📜", closesWhileRunning: true)
        }
        await screen.waitUntilIdle()
        clock.advance(by: OutputBox.frameInterval)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "following.\(size)")
        term.send(.character(" "))
        try await task.value
    }

    /// A message above the output, with a rule under it (dialog's `--programbox` text): wrapped
    /// with its styles (wide characters, emoji), cut with `…` so that a row of output stays,
    /// laid out again on a resize.
    @Test(arguments: sizes) func messageAboveTheOutput(size: Size) async throws {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term, clock: TestClock())
        let message: StyledText = [
            .init("Building "), .init("東京 🍣", attributes: .bold), .init(" for the release, in a message long enough "),
            .init("to wrap", foreground: .red), .init(" at every width."),
        ]
        let task = Task {
            try await screen.showOutput(of: ScriptedLines(lines: Self.lines), title: "make 🛠", message: message)
        }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "message.\(size)")
        term.resize(columns: size.columns / 2 + 4, rows: size.rows / 2 + 2)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "message.resized.\(size)")
        term.send(.enter)
        try await task.value
    }

    @Test func closesAtEndWithoutOK() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term, clock: TestClock())
        try await screen.showOutput(of: ScriptedLines(lines: ["a", "b"]), closesAtEnd: true)
    }

    @Test func keysBeforeTheEndAreNotOK() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let clock = TestClock()
        let screen = Screen(terminal: term, clock: clock)
        let task = Task { try await screen.showOutput(of: ScriptedLines(lines: ["a"], waitOn: clock)) }
        await screen.waitUntilIdle()
        term.send(.enter, .character(" "), .character("o"))
        await screen.waitUntilIdle()
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    /// A hundred thousand lines: the box keeps the last thousand (Home goes to 99001).
    @Test func keepsTheLastLinesOfAFastProducer() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term, clock: TestClock())
        let task = Task { try await screen.showOutput(of: FastLines(count: 100_000), capacity: 1000) }
        await screen.waitUntilIdle(timeLimit: .seconds(30))
        assertSnapshot(term, named: "fast.end")
        term.send(.home)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "fast.home")
        term.send(.enter)
        try await task.value
    }

    /// Esc while a producer that never ends runs flat out: the box closes at once, and the
    /// producer's task is cancelled (`present` returns only once it has ended).
    @Test func escapeEndsAnEndlessFastProducerPromptly() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term)
        let task = Task { try await screen.showOutput(of: FastLines()) }
        try await Task.sleep(for: .milliseconds(200))
        term.send(.escape)
        let outcome = Task {
            do {
                try await task.value
                return "returned"
            } catch {
                return "cancelled"
            }
        }
        // A bound, not a measure: if Esc did not end it, the wait ends after 30 s and says so.
        let fallback = Task {
            try? await Task.sleep(for: .seconds(30))
            guard !Task.isCancelled else { return false }
            task.cancel()
            return true
        }
        let result = await outcome.value
        fallback.cancel()
        #expect(result == "cancelled")
        #expect(await fallback.value == false, "Esc did not end the box: the 30-second fallback did")
    }
}
