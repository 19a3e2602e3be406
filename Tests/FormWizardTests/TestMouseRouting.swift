import FormWizard
import FormWizardTesting
import Testing

/// A dialog that records the mouse events it gets: a panel with a button inside and a custom
/// region sticking out of it.
private struct MouseProbe: Dialog {
    var events: [MouseEvent] = []

    mutating func handle(_ event: InputEvent) -> DialogResponse<[MouseEvent]> {
        if case .mouse(let mouse) = event { events.append(mouse) }
        return events.count == 3 ? .submit(events) : .handled
    }

    func render(into frame: inout Frame) {
        let panel = Rect(x: 2, y: 1, columns: 10, rows: 4)
        frame.render(Panel(title: "Probe"), in: panel)
        frame.render(ButtonBar(buttons: [.init("OK")], focused: 0), in: Rect(x: 3, y: 3, columns: 8, rows: 1))
        frame.addHitRegion(.custom(7), in: Rect(x: 10, y: 2, columns: 6, rows: 1))
    }
}

@MainActor
struct TestMouseRouting {
    @Test func screenTurnsTheTerminalsMouseOnAndOffAtShutdown() {
        let term = VirtualTerminal(columns: 20, rows: 6)
        let screen = Screen(terminal: term)
        #expect(term.reportsMouse)
        screen.isMouseEnabled = false
        #expect(!term.reportsMouse)
        screen.isMouseEnabled = true
        #expect(term.reportsMouse)
        screen.shutdown()
        #expect(!term.reportsMouse)
        let quietTerm = VirtualTerminal()
        let quiet = Screen(terminal: quietTerm, mouse: false)
        #expect(!quiet.isMouseEnabled && !quietTerm.reportsMouse)
    }

    @Test func eventsReachTheTopDialogOnlyInsideItWithWhatTheyHit() async throws {
        let term = VirtualTerminal(columns: 20, rows: 6)
        let screen = Screen(terminal: term)
        let events = Task { try await screen.present(MouseProbe()) }
        await screen.waitUntilIdle()
        // Outside the panel: nothing; the part of the custom region outside the panel neither.
        term.click(column: 0, row: 0)
        term.scroll(.down, column: 14, row: 2)
        await screen.waitUntilIdle()
        // On the button (press and release), then on the panel's body.
        term.click(column: 6, row: 3)
        term.scroll(.up, column: 3, row: 2)
        let got = try await events.value
        let button = HitRegion(.button(0), area: Rect(x: 4, y: 3, columns: 6, rows: 1))
        let body = HitRegion(.dialog, area: Rect(x: 2, y: 1, columns: 10, rows: 4))
        #expect(
            got == [
                MouseEvent(.press, at: Point(x: 6, y: 3), hit: button),
                MouseEvent(.release, at: Point(x: 6, y: 3), hit: button),
                MouseEvent(.scrollUp, button: .none, at: Point(x: 3, y: 2), hit: body),
            ])
        #expect(got[0].column == 2 && got[0].row == 0)
    }

    @Test func eventsAreDroppedWhileTheMouseIsOff() async throws {
        let term = VirtualTerminal(columns: 20, rows: 6)
        let screen = Screen(terminal: term, mouse: false)
        let events = Task { try await screen.present(MouseProbe()) }
        await screen.waitUntilIdle()
        term.click(column: 6, row: 3)
        await screen.waitUntilIdle()
        screen.isMouseEnabled = true
        term.click(column: 6, row: 3)
        term.click(column: 10, row: 2)
        let got = try await events.value
        #expect(got.map(\.position) == [Point(x: 6, y: 3), Point(x: 6, y: 3), Point(x: 10, y: 2)])
        #expect(got.last?.hit?.target == .custom(7))
    }
}
