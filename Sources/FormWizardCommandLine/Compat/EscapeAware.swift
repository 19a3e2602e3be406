import FormWizard

/// A library dialog run for the dialog-compatible mode, telling Esc (dialog's 255) from a
/// Cancel or No button (1), which the dialog itself answers alike with `.cancel`.
///
/// It draws, prepares and runs tasks exactly as the dialog inside does: only the answer to
/// an event differs. Esc still cancels (`present` throws); a cancel that came from anything
/// else submits `.cancelled`.
struct EscapeAware<Inner: Dialog>: Dialog {
    /// How the dialog inside ended, short of Esc.
    enum Outcome: Sendable {
        case value(Inner.Value)
        case cancelled
    }

    var inner: Inner

    init(_ inner: Inner) {
        self.inner = inner
    }

    mutating func handle(_ event: InputEvent) -> DialogResponse<Outcome> {
        let response = inner.handle(event)
        if case .cancel = response, event != .key(.escape) { return .submit(.cancelled) }
        return Self.outcome(response)
    }

    mutating func prepare(for size: Size) {
        inner.prepare(for: size)
    }

    func render(into frame: inout Frame) {
        inner.render(into: &frame)
    }

    var tasks: [DialogTask<Self>] {
        inner.tasks.map { $0.map(\Self.inner, response: Self.taskOutcome) }
    }

    private static func outcome(_ response: DialogResponse<Inner.Value>) -> DialogResponse<Outcome> {
        switch response {
        case .ignored: .ignored
        case .handled: .handled
        case .submit(let value): .submit(.value(value))
        case .cancel: .cancel
        }
    }

    /// A task's cancel is no key: it counts as a cancel, not as Esc.
    @Sendable private static func taskOutcome(_ response: DialogResponse<Inner.Value>) -> DialogResponse<Outcome> {
        if case .cancel = response { return .submit(.cancelled) }
        return outcome(response)
    }
}
