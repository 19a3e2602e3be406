import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

@MainActor
struct TestInfoboxCommand {
    /// The command ends at once, with the box still drawn and the screen shut down, and asks
    /// for the normal screen (not the alternate one), so that the box stays.
    @Test func endsAtOnceLeavingTheBox() async throws {
        let term = VirtualTerminal(columns: 40, rows: 12)
        let screen = Screen(terminal: term, clock: TestClock())
        let infobox = try command("infobox", "--title", "Deploy 🚀", "--message", "東京 に配備中… 2 of 5 services up")
        #expect(!infobox.usesAlternateScreen)
        #expect(try command("infobox", "--message", "x", "--timeout", "5").usesAlternateScreen == false)
        #expect(try command("alert", "--message", "x").usesAlternateScreen)
        #expect(await infobox.run(on: screen) == CommandResult(code: 0))
        #expect(screen.isShutDown)
        assertSnapshot(term, named: "left.40x12")
    }

    @Test func aMessageIsNeeded() {
        let usage =
            "formwizard infobox: an info box needs --message\nTry 'formwizard infobox --help' for more information.\n"
        #expect(parse("infobox") == usage)
        #expect(parse("infobox", "--help") == InfoboxCommand.help)
    }

    private func parse(_ arguments: String...) -> String? {
        switch FormWizardCommand.parse(arguments) {
        case .usageError(let text), .help(let text): text
        case .run, .finished: nil
        }
    }
}
