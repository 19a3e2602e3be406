import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

/// dialog's `HEIGHT WIDTH`: the box is drawn that size (through `Screen.withDialogSize`),
/// clamped to the screen, its text wrapped to that width; `0` leaves an axis to the layout,
/// `-1` takes as much as fits, leaving room for dialog's shadow (2 columns at the right, a
/// row at the foot: 78 by 23 at 80x24, in the top left corner, as dialog 1.3 draws it).
@MainActor
struct TestCompatSize {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term, clock: TestClock())
    }

    /// Runs `arguments`, snapshots the first box, presses `keys` and returns the result.
    private func run(
        _ arguments: String..., keys: [Key] = [.enter], function: String = #function,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> CommandResult {
        let result = screen.start(try command(arguments))
        await eventually("the box is shown") { screen.presentationCount >= 1 }
        await screen.waitUntilIdle()
        assertSnapshot(term, function: function, sourceLocation: sourceLocation)
        term.send(keys.map(InputEvent.key))
        return await result.value
    }

    static let text = "Hi, this is a simple message box. You can use this to display any message you like."

    @Test func msgboxTenByForty() async throws {
        #expect(
            try await run("dialog", "--title", "Hello", "--msgbox", Self.text, "10", "40") == CommandResult(code: 0))
    }

    @Test func inputboxWithButtonsKeepsItsSizeAndAnswers() async throws {
        let result = try await run(
            "dialog", "--extra-button", "--inputbox", "Your name please", "12", "50", "Ada", keys: [.enter])
        #expect(result == CommandResult(code: 0, errorOutput: "Ada"))
    }

    @Test func menuFifteenByFifty() async throws {
        let result = try await run(
            "dialog", "--menu", "Pick one", "15", "50", "4", "a", "Apple", "b", "Banana", "c", "Cherry",
            keys: [.down, .enter])
        #expect(result == CommandResult(code: 0, errorOutput: "b"))
    }

    @Test func minusOneLeavesRoomForTheShadowAndLargeSizesAreClamped() async throws {
        #expect(try await run("dialog", "--yesno", "All of it?", "-1", "-1") == CommandResult(code: 0))
        let clamped = VirtualTerminal(columns: 30, rows: 8)
        let small = Screen(terminal: clamped, clock: TestClock())
        let result = small.start(try command(["dialog", "--msgbox", Self.text, "100", "200"]))
        await eventually("the box is shown") { small.presentationCount >= 1 }
        await small.waitUntilIdle()
        assertSnapshot(clamped, named: "clamped")
        clamped.send(.enter)
        #expect(await result.value == CommandResult(code: 0))
    }

    /// Without dialog's shadow, `-1` is the whole screen, as dialog's `--no-shadow` draws it.
    @Test func noShadowTakesTheWholeScreen() async throws {
        #expect(try await run("dialog", "--no-shadow", "--msgbox", "All of it", "-1", "-1") == CommandResult(code: 0))
    }

    /// A box given a size is centred in the screen less the shadow's room: 10 by 30 at row 6,
    /// column 24 at 80x24, where dialog draws it.
    @Test func aBoxIsCentredAsDialogCentresIt() async throws {
        #expect(try await run("dialog", "--msgbox", "Where?", "10", "30") == CommandResult(code: 0))
    }

    @Test func zeroLeavesAnAxisToTheLayout() async throws {
        #expect(try await run("dialog", "--msgbox", Self.text, "0", "30") == CommandResult(code: 0))
    }

    @Test func aWideBoxWrapsItsTextToItsWidth() async throws {
        let text = Self.text + " " + Self.text
        #expect(try await run("dialog", "--msgbox", text, "0", "76") == CommandResult(code: 0))
    }

    /// The item help line stays on the screen's last row, under a box given a height (drawn by
    /// `EscapeAware` at that size, not by the presentation, whose frame would end with the box).
    @Test func itemHelpStaysOnTheScreensLastRow() async throws {
        let result = try await run(
            "dialog", "--item-help", "--menu", "Pick", "10", "40", "2", "a", "Apple", "help for a", "b", "Banana",
            "help b")
        #expect(result == CommandResult(code: 0, errorOutput: "a"))
    }

    @Test func calendarWidthOnly() async throws {
        let result = try await run("dialog", "--calendar", "Day", "0", "40", "3", "12", "2026", keys: [.enter])
        #expect(result == CommandResult(code: 0, errorOutput: "03/12/2026"))
    }
}
