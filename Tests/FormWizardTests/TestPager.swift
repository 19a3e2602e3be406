import FormWizard
import FormWizardTesting
import Testing

@MainActor
struct TestPager {
    nonisolated static let sizes = [
        Size(columns: 80, rows: 24), Size(columns: 40, rows: 12), Size(columns: 20, rows: 6),
    ]

    /// Forty lines of mixed text: CJK, emoji, a tab, a control character, long lines to wrap.
    static let lines: [String] = (1...40).map { number in
        switch number % 5 {
        case 0: "\(number)\t東京の天気は晴れ 🌞 Tokyo is sunny today, with a light wind from the sea and no rain expected."
        case 1: "\(number) The quick brown fox jumps over the lazy dog."
        case 2: "\(number) 🍣 寿司 and ramen 🍜, side by side"
        case 3: "\(number) a control \u{1B}[31m escape, a bell \u{07} and a \u{FFFD} from bad bytes"
        default: "\(number)"
        }
    }

    private func open(
        _ size: Size, lines: [String] = lines, wraps: Bool = true, showsLineNumbers: Bool = false
    ) async -> (VirtualTerminal, Screen, Task<Void, any Error>) {
        let term = VirtualTerminal(columns: size.columns, rows: size.rows)
        let screen = Screen(terminal: term)
        let task = Task {
            try await screen.pager("notes.txt 📄", lines: lines, wraps: wraps, showsLineNumbers: showsLineNumbers)
        }
        await screen.waitUntilIdle()
        return (term, screen, task)
    }

    private func type(_ text: String, on term: VirtualTerminal) {
        term.send(text.map { InputEvent.key(.character($0)) })
    }

    @Test(arguments: sizes) func topScrolledAndEnd(size: Size) async throws {
        let (term, screen, task) = await open(size)
        assertSnapshot(term, named: "top.\(size)")
        term.send(.pageDown, .down)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "scrolled.\(size)")
        term.send(.end)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "end.\(size)")
        term.send(.character("q"))
        try await task.value
    }

    @Test(arguments: sizes) func searchHighlightsAndNotFound(size: Size) async throws {
        let (term, screen, task) = await open(size)
        type("/寿司", on: term)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "prompt.\(size)")
        term.send(.enter)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "searched.\(size)")
        type("n", on: term)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "searchedNext.\(size)")
        type("/zebra", on: term)
        term.send(.enter)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "notFound.\(size)")
        term.send(.enter)
        try await task.value
    }

    @Test(arguments: sizes) func lineNumbersAndNoWrapScrolledRight(size: Size) async throws {
        let (term, screen, task) = await open(size, showsLineNumbers: true)
        assertSnapshot(term, named: "lineNumbers.\(size)")
        type("w", on: term)
        term.send(.right)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "noWrapRight.\(size)")
        term.send(.enter)
        try await task.value
    }

    @Test func qAndEnterReturnEscCancels() async throws {
        for key in [Key.character("q"), .enter] {
            let (term, _, task) = await open(Size(columns: 40, rows: 12))
            term.send(key)
            try await task.value
        }
        let (term, _, task) = await open(Size(columns: 40, rows: 12))
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await task.value }
    }

    @Test func escapeInThePromptClosesOnlyThePrompt() async throws {
        let (term, screen, task) = await open(Size(columns: 40, rows: 12))
        type("/fox", on: term)
        term.send(.escape)
        await screen.waitUntilIdle()
        term.send(.character("q"))
        try await task.value
    }

    @Test func anEmptyTextShowsNothingAndCloses() async throws {
        let (term, screen, task) = await open(Size(columns: 20, rows: 6), lines: [])
        term.send(.end, .pageDown, .character("n"), .character("w"), .right)
        type("/x", on: term)
        term.send(.enter)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "empty.20x6")
        term.send(.character("q"))
        try await task.value
    }

    @Test func tinyTerminalsDoNotTrap() async throws {
        for size in [Size(columns: 1, rows: 1), Size(columns: 3, rows: 2), Size(columns: 0, rows: 0)] {
            let (term, screen, task) = await open(size, showsLineNumbers: true)
            term.send(.end, .pageUp, .character("w"), .right, .right, .character("#"))
            type("/fox", on: term)
            term.send(.enter, .character("N"))
            await screen.waitUntilIdle()
            term.send(.character("q"))
            try await task.value
        }
    }

    @Test func aResizeKeepsTheLineAtTheTop() async throws {
        let (term, screen, task) = await open(Size(columns: 80, rows: 24))
        term.send(.pageDown)
        await screen.waitUntilIdle()
        let top = term.lines[1]
        term.resize(columns: 40, rows: 12)
        await screen.waitUntilIdle()
        term.resize(columns: 1, rows: 1)
        await screen.waitUntilIdle()
        term.resize(columns: 80, rows: 24)
        await screen.waitUntilIdle()
        #expect(term.lines[1] == top)
        term.send(.character("q"))
        try await task.value
    }

    @Test func linesAppendedWhileReadingKeepTheView() {
        var pager = self.pager((1...5).map { "line \($0)" })
        pager.isReading = true
        send([.end], to: &pager)
        #expect(pager.scroll.line == 0)
        pager.append(contentsOf: (6...100).map { "line \($0)" })
        #expect(pager.scroll.line == 0)
        send([.end], to: &pager)
        #expect(pager.scroll.line == 91)
    }

    // Key scripts on the dialog value itself: keys in, where the view is out.

    private func pager(_ lines: [String], wraps: Bool = true, size: Size = Size(columns: 40, rows: 12)) -> Pager {
        var pager = Pager(title: "t", lines: lines, wraps: wraps)
        pager.prepare(for: size)
        return pager
    }

    private func send(_ keys: [Key], to pager: inout Pager) {
        for key in keys {
            pager.prepare(for: Size(columns: 40, rows: 12))
            _ = pager.handle(.key(key))
        }
    }

    @Test func scrollKeysMoveByRowsPagesAndEnds() {
        let lines = (1...100).map { "line \($0)" }
        // 40x12: the text has 12 - 2 (frame) - 1 (status) = 9 rows.
        let script: [([Key], Int)] = [
            ([.down], 1), ([.down, .down, .up], 1), ([.pageDown], 9), ([.character(" ")], 9),
            ([.pageDown, .character("b")], 0), ([.end], 91), ([.character("G")], 91), ([.end, .character("g")], 0),
            ([.end, .home], 0), ([.end, .pageDown, .down], 91), ([.up, .pageUp], 0), ([.character("j")], 1),
        ]
        for (keys, line) in script {
            var pager = self.pager(lines)
            send(keys, to: &pager)
            #expect(pager.scroll.line == line, "\(keys)")
        }
    }

    @Test func searchGoesToTheNextAndPreviousMatchRoundTheEnds() {
        let lines = (0..<50).map { $0 % 10 == 3 ? "match \($0)" : "line \($0)" }
        var pager = self.pager(lines)
        send("/match".map { .character($0) } + [.enter], to: &pager)
        #expect(pager.matchLine == 3)
        send([.character("n")], to: &pager)
        #expect(pager.matchLine == 13)
        send([.character("N"), .character("N")], to: &pager)
        #expect(pager.matchLine == 43)
        send([.character("/"), .enter, .character("n")], to: &pager)  // Enter alone repeats
        #expect(pager.search?.query == "match")
        send("/MATCH".map { .character($0) } + [.enter], to: &pager)  // a capital: exact case
        #expect(pager.matchLine == nil)
    }

    @Test func nAfterScrollingAwayGoesOnFromTheView() {
        let lines = (0..<100).map { $0 % 10 == 3 ? "match \($0)" : "line \($0)" }
        var pager = self.pager(lines)
        send("/match".map { .character($0) } + [.enter], to: &pager)
        #expect(pager.matchLine == 3)
        send([.pageDown, .pageDown, .pageDown, .pageDown, .pageDown, .character("n")], to: &pager)  // top: line 45
        #expect(pager.matchLine == 53)
        send([.pageUp, .pageUp, .pageUp, .character("N")], to: &pager)  // top: line 26, 23 is above it
        #expect(pager.matchLine == 23)
    }

    @Test func aMatchFarRightScrollsSidewaysWhenNotWrapping() {
        let lines = ["short", String(repeating: "x", count: 200) + " needle"]
        var pager = self.pager(lines, wraps: false)
        send("/needle".map { .character($0) } + [.enter], to: &pager)
        #expect(pager.matchLine == 1)
        #expect(pager.scroll.column > 150)
    }

    @Test func aMillionLinesOpenAndReachTheEnd() {
        // No time bound here (speed belongs in benchmarks; README has the figures): the test
        // checks that a million lines open, End and PgUp land where they should.
        let lines = (1...1_000_000).map { "line \($0) 東京 🍣 the quick brown fox jumps over the lazy dog" }
        var frame = Frame(size: Size(columns: 80, rows: 24), theme: .default)
        var pager = Pager(title: "big", lines: lines)
        pager.prepare(for: frame.bounds.size)
        pager.render(into: &frame)
        _ = pager.handle(.key(.end))
        pager.render(into: &frame)
        _ = pager.handle(.key(.pageUp))
        pager.render(into: &frame)
        #expect(pager.scroll.line == 1_000_000 - 21 - 21)
    }
}
