import FormWizard

/// Records a dialog task's life: started, and ended after it noticed its cancellation and
/// took a while to clean up (it yields many times first), as a real task winding down would.
final class TaskProbe: Sendable {
    private let state = Lock((started: false, ended: false))

    var hasStarted: Bool { state.withLock { $0.started } }
    var hasEnded: Bool { state.withLock { $0.ended } }

    /// Sleeps on the context's clock (so the screen can be idle) until cancelled, then winds
    /// down over many turns before it ends.
    @MainActor
    func run<D: Dialog>(_ context: DialogTaskContext<D>) async {
        state.withLock { $0.started = true }
        try? await context.sleep(for: .seconds(3600))
        for _ in 0..<50 { await Task.yield() }
        state.withLock { $0.ended = true }
    }
}

/// A dialog whose one task is a `TaskProbe`: Enter submits 1, Esc cancels.
struct Lingering: Dialog {
    let probe: TaskProbe

    mutating func handle(_ event: InputEvent) -> DialogResponse<Int> {
        switch event {
        case .key(.enter): .submit(1)
        case .key(.escape): .cancel
        default: .ignored
        }
    }

    func render(into frame: inout Frame) {
        frame.buffer.write("lingering", at: .zero, style: .plain)
    }

    var tasks: [DialogTask<Lingering>] {
        let probe = self.probe
        return [
            DialogTask(
                id: 0,
                operation: { context in
                    await probe.run(context)
                    return nil
                })
        ]
    }
}
