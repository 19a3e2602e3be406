import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

@MainActor
struct TestGaugeCommand {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let screen: Screen
    private let feed = LineFeed()

    init() {
        screen = Screen(terminal: term)
    }

    private func start(_ arguments: String...) throws -> Task<CommandResult, Never> {
        let command = try command(["gauge"] + arguments, input: feed)
        return screen.start(command)
    }

    /// Sends `lines` as one batch and waits until the screen shows what they did.
    private func send(_ lines: String...) async {
        feed.send(lines)
        await feed.drained()
        await screen.waitUntilIdle()
    }

    private static let blankScreen = Array(repeating: String(repeating: " ", count: 80), count: 24)
    private static let ended = CommandResult(code: 0, output: nil)

    @Test func startsWithItsMessageAndPercentage() async throws {
        let result = try start("--title", "Copying", "--message", "Preparing…", "--percent", "10")
        await screen.waitUntilIdle()
        assertSnapshot(term)
        feed.end()
        #expect(await result.value == Self.ended)
    }

    @Test func numbersSetThePercentage() async throws {
        let result = try start("--title", "Copying", "--message", "Preparing…")
        await send("10")
        assertSnapshot(term, named: "ten.80x24")
        await send("50")
        assertSnapshot(term, named: "fifty.80x24")
        feed.end()
        #expect(await result.value == Self.ended)
    }

    @Test func anXXXBlockSetsThePercentageAndTheMessage() async throws {
        let result = try start("--title", "Copying", "--message", "Preparing…")
        await send("10")
        await send("50")
        await send("XXX", "80", "Almost", "XXX")
        assertSnapshot(term, named: "almost.80x24")
        feed.end()
        #expect(await result.value == Self.ended)
    }
}

extension TestGaugeCommand {
    /// The screen with a gauge whose message has one line and that has no Cancel button:
    /// the frame, the message, a gap, then the bar (the done part is blank, reverse video in
    /// the styles, and the rest a `░` track) and the percentage.
    private func gauge(title: String, message: String, percent: Int) -> [String] {
        func row(_ text: String) -> String {
            "        │ " + text + String(repeating: " ", count: 61 - DisplayWidth.of(text)) + "│        "
        }
        let done = percent * 55 / 100
        let label = String(percent) + "%"
        let bar =
            String(repeating: " ", count: done) + String(repeating: "░", count: 55 - done)
            + String(repeating: " ", count: 5 - label.count) + label
        let top = "┌ \(title) " + String(repeating: "─", count: 60 - DisplayWidth.of(title)) + "┐"
        return Array(Self.blankScreen[0..<9]) + [
            "        " + top + "        ",
            row(message),
            row(""),
            row(bar),
            "        └──────────────────────────────────────────────────────────────┘        ",
        ] + Array(Self.blankScreen[14...])
    }

    @Test func otherLinesAreIgnoredAndNumbersAbove100CountAs100() async throws {
        let result = try start("--title", "Copying", "--message", "Files")
        await send("hello", "12abc", "-5", "5.5", "", "   ")
        #expect(term.lines == gauge(title: "Copying", message: "Files", percent: 0))
        await send("  42 files")
        #expect(term.lines == gauge(title: "Copying", message: "Files", percent: 42))
        await send("250")
        #expect(term.lines == gauge(title: "Copying", message: "Files", percent: 100))
        feed.end()
        #expect(await result.value == Self.ended)
    }

    @Test func aBlockTakesEffectWhenItCloses() async throws {
        let result = try start("--title", "Copying", "--message", "Files", "--percent", "5")
        await send("XXX", "90", "Half way")
        #expect(term.lines == gauge(title: "Copying", message: "Files", percent: 5))
        await send("XXX")
        #expect(term.lines == gauge(title: "Copying", message: "Half way", percent: 90))
        feed.end()
        #expect(await result.value == Self.ended)
    }

    @Test func aBlockWithoutPercentageKeepsThePercentage() async throws {
        let result = try start("--title", "Copying", "--message", "Files")
        await send("30", "XXX", "Copying 日本.txt", "XXX")
        #expect(term.lines == gauge(title: "Copying", message: "Copying 日本.txt", percent: 30))
        feed.end()
        #expect(await result.value == Self.ended)
    }

    @Test func aBlockMessageKeepsItsLines() async throws {
        let result = try start("--title", "Copying")
        await send("XXX", "60", "First line", "Second line", "XXX")
        #expect(
            term.lines[8...15] == [
                "                                                                                ",
                "        ┌ Copying ─────────────────────────────────────────────────────┐        ",
                "        │ First line                                                   │        ",
                "        │ Second line                                                  │        ",
                "        │                                                              │        ",
                "        │                                  ░░░░░░░░░░░░░░░░░░░░░░  60% │        ",
                "        └──────────────────────────────────────────────────────────────┘        ",
                "                                                                                ",
            ])
        feed.end()
        #expect(await result.value == Self.ended)
    }

    @Test func endOfInputClosesTheGaugeAndExitsZero() async throws {
        let result = try start("--title", "Copying", "--message", "Files")
        await send("50")
        feed.end()
        #expect(await result.value == Self.ended)
        #expect(term.lines == Self.blankScreen)
        #expect(screen.presentationCount == 0)
    }

    @Test func endOfInputInsideABlockStillEnds() async throws {
        let result = try start("--title", "Copying")
        await send("XXX", "50", "never shown")
        feed.end()
        #expect(await result.value == Self.ended)
    }

    @Test func cancelAddsACancelButton() async throws {
        let result = try start("--title", "Copying", "--message", "Files", "--percent", "25", "--cancel")
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 1, output: nil))
    }

    @Test func escapeCancelsAndStopsReading() async throws {
        let result = try start("--title", "Copying", "--cancel")
        await send("10")
        let requests = feed.requests
        term.send(.escape)
        #expect(await result.value == CommandResult(code: 1, output: nil))
        #expect(term.lines == Self.blankScreen)
        // The reader was cancelled: lines sent now stay unread.
        feed.send("20")
        #expect(feed.requests == requests)
    }

    @Test func withoutCancelTheKeysDoNothing() async throws {
        let result = try start("--title", "Copying", "--message", "Files")
        await screen.waitUntilIdle()
        term.send(.escape, .enter, .character("c"), .character(" "))
        await send("20")
        #expect(term.lines == gauge(title: "Copying", message: "Files", percent: 20))
        feed.end()
        #expect(await result.value == Self.ended)
    }

    @Test func cancellingTheCommandExitsOne() async throws {
        let result = try start("--title", "Copying")
        await send("10")
        result.cancel()
        #expect(await result.value == CommandResult(code: 1, output: nil))
    }
}
