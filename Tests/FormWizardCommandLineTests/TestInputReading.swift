import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

/// A command that reads its whole input before its dialog (`LineSource.readAll`): at once when
/// the input is quick, with a "Reading…" dialog that Esc cancels when it is slow, stopped by the
/// command's cancellation, and never past its limit.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestInputReading {
    private let term = VirtualTerminal(columns: 50, rows: 9)
    private let clock = TestClock()
    private let screen: Screen

    init() {
        screen = Screen(terminal: term, clock: clock)
    }

    @Test func aQuickInputIsReadWithoutADialog() async {
        let read = await LineFeed.ended(["one", "two"]).readAll(naming: "items", on: screen)
        #expect(read == .lines(["one", "two"]))
        #expect(screen.presentationCount == 0)
    }

    @Test func aSlowInputShowsItIsReadAndEscStopsIt() async {
        let feed = LineFeed()
        feed.send("first")
        let reading = Task { await feed.readAll(naming: "notes.txt", on: screen) }
        await feed.drained()
        #expect(screen.presentationCount == 0)
        clock.advance(by: .milliseconds(250))
        // Not idle while shown: its operation waits for the input, which is work under way.
        await eventually("the reading dialog is drawn") { term.lines.joined().contains("Reading") }
        assertSnapshot(term)
        term.send(.escape)
        #expect(await reading.value == .cancelled)
        await screen.waitUntilIdle()
        #expect(screen.presentationCount == 0)
    }

    @Test func aSlowInputThatEndsTakesItsDialogAway() async {
        let feed = LineFeed()
        let reading = Task { await feed.readAll(naming: "notes.txt", on: screen) }
        await feed.drained()
        clock.advance(by: .milliseconds(250))
        // Not idle while shown: its operation waits for the input, which is work under way.
        await eventually("the reading dialog is drawn") { term.lines.joined().contains("Reading") }
        feed.send("late", "lines")
        feed.end()
        #expect(await reading.value == .lines(["late", "lines"]))
        await screen.waitUntilIdle()
        #expect(screen.presentationCount == 0)
    }

    @Test func cancellingTheCommandStopsTheReading() async {
        let feed = LineFeed()
        let reading = Task { await feed.readAll(naming: "notes.txt", on: screen) }
        await feed.drained()
        reading.cancel()
        #expect(await reading.value == .cancelled)
    }

    @Test func readingStopsPastTheLimit() async {
        let feed = LineFeed()
        feed.send(String(repeating: "x", count: 600), String(repeating: "y", count: 600))
        let read = await feed.readAll(naming: "notes.txt", upTo: 1_000, on: screen)
        #expect(read == .tooLarge(limit: 1_000))
        let exact = await LineFeed.ended(["12345", "6789"]).readAll(naming: "n", upTo: 10, on: screen)
        #expect(exact == .lines(["12345", "6789"]))
        let over = await LineFeed.ended(["12345", "67890"]).readAll(naming: "n", upTo: 10, on: screen)
        #expect(over == .tooLarge(limit: 10))
    }

    /// `editbox` of a runaway input refuses it with a message, and one of a device at once.
    @Test func theEditorRefusesTooMuchAndDevices() async throws {
        let feed = LineFeed()
        let line = String(repeating: "z", count: 1 << 20)
        for _ in 0..<17 { feed.send(line) }
        let result = await screen.start(EditBoxCommand(source: .standardInput, input: feed)).value
        #expect(
            result
                == CommandResult(
                    code: 2,
                    errorOutput:
                        "formwizard editbox: standard input holds more than 16 MiB, the most the editor takes\n"))
        for device in ["/dev/urandom", "/dev/zero", "/dev/null"] {
            guard case .usageError(let text) = FormWizardCommand.parse(["editbox", device]) else {
                Issue.record("\(device) was not refused")
                continue
            }
            #expect(text.hasPrefix("formwizard editbox: cannot read '\(device)': not a file (a device)\n"))
        }
    }

    /// Every command that reads its input first stops on Esc while it is slow.
    @Test(arguments: [
        ["menu", "--items-from", "-"], ["table", "--csv", "-"], ["tree"], ["filter"], ["editbox", "-"],
    ])
    func everyCommandThatReadsFirstStopsOnEsc(_ arguments: [String]) async throws {
        let feed = LineFeed()
        feed.send("a,b")
        let result = screen.start(try command(arguments, input: feed))
        await feed.drained()
        clock.advance(by: .milliseconds(250))
        // Not idle while shown: its operation waits for the input, which is work under way.
        await eventually("the reading dialog is drawn") { term.lines.joined().contains("Reading") }
        #expect(term.lines.joined().contains("Reading"))
        term.send(.escape)
        #expect(await result.value.code == 1)
    }
}
