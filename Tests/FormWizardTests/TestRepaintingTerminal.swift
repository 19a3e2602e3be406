import FormWizard
import FormWizardTesting
import Testing

/// A terminal that lost its picture (ncurses after Ctrl-Z and `fg`) asks for everything again
/// (`RepaintingTerminal`), and the screen sends it a full update of what it shows.
@MainActor
struct TestRepaintingTerminal {
    /// Keeps every update it is sent, and can ask for a repaint.
    final class RecordingTerminal: RepaintingTerminal {
        let size = Size(columns: 24, rows: 6)
        var inputHandler: (@MainActor ([InputEvent]) -> Void)?
        var repaintHandler: (@MainActor () -> Void)?
        var updates: [FrameUpdate] = []

        func apply(_ update: FrameUpdate) { updates.append(update) }
    }

    @Test func aRepaintAskedForSendsEveryCellShownAgain() async throws {
        let terminal = RecordingTerminal()
        let screen = Screen(terminal: terminal)
        let info = screen.show(InfoBox(message: "🇫🇷 Paris 東京"))
        await eventually("the info box was drawn") { !terminal.updates.isEmpty }
        let first = try #require(terminal.updates.last)
        #expect(first.isFull)
        let handler = try #require(terminal.repaintHandler, "the screen set no repaint handler")
        handler()
        await eventually("the repaint was sent") { terminal.updates.count == 2 }
        let repaint = try #require(terminal.updates.last)
        #expect(repaint.isFull)
        #expect(repaint.changes == first.changes)
        info.dismiss()
    }

    @Test func theScreenLetsGoOfTheHandlerWhenItEnds() async throws {
        let terminal = RecordingTerminal()
        var screen: Screen? = Screen(terminal: terminal)
        #expect(terminal.repaintHandler != nil)
        screen = nil
        #expect(screen == nil)
        #expect(terminal.repaintHandler == nil)
    }
}
