import FormWizard
import FormWizardTesting
import Testing

/// A dialog whose task does its work and changes nothing: written as the DocC article writes
/// tasks, with a trailing closure, it was "ambiguous use of init" (`init(id:operation:)` or
/// `init(id:resolving:)`) until it named `operation:`.
private struct Heartbeat: Dialog {
    let beats: Beats

    mutating func handle(_ event: InputEvent) -> DialogResponse<Void> {
        if case .key(.escape) = event { return .cancel }
        return .ignored
    }

    func render(into frame: inout Frame) {
        frame.buffer.write("alive", at: .zero, style: .plain)
    }

    var tasks: [DialogTask<Heartbeat>] {
        [
            DialogTask(id: "beat") { [beats] context in
                try await context.sleep(for: .seconds(1))
                await beats.beat()
                return nil
            }
        ]
    }
}

private actor Beats {
    private(set) var count = 0
    func beat() { count += 1 }
}

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestDialogTaskReturningNil {
    @Test func aTaskReturningNilNeedsNoLabel() async throws {
        let term = VirtualTerminal(columns: 10, rows: 2)
        let clock = TestClock()
        let screen = Screen(terminal: term, clock: clock)
        let beats = Beats()
        let shown = Task { try await screen.present(Heartbeat(beats: beats)) }
        await screen.waitUntilShown("the heartbeat, asleep")
        clock.advance(by: .seconds(1))
        await screen.waitUntilIdle()
        #expect(await beats.count == 1)
        #expect(term.lines == ["alive     ", "          "])
        term.send(.escape)
        await #expect(throws: CancellationError.self) { try await shown.valueCancelledWithTheTest }
    }
}
