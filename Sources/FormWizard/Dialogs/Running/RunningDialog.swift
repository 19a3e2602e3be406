/// A dialog shown while an operation runs as one of its tasks (see `Screen.withDialog`): it
/// resolves with the operation's result, and the dialog's own Cancel cancels the operation.
struct RunningDialog<D: Dialog, T: Sendable>: Dialog {
    typealias Value = Result<T, any Error>

    var inner: D
    let operation: @Sendable (DialogUpdater<D>) async throws -> T

    mutating func prepare(for size: Size) {
        inner.prepare(for: size)
    }

    mutating func handle(_ event: InputEvent) -> DialogResponse<Value> {
        Self.response(to: inner.handle(event))
    }

    func render(into frame: inout Frame) {
        inner.render(into: &frame)
    }

    /// The inner dialog's answer as this one's: its submit or cancel ends the operation.
    private static func response(to response: DialogResponse<D.Value>) -> DialogResponse<Value> {
        switch response {
        case .ignored: .ignored
        case .handled: .handled
        case .submit, .cancel: .cancel
        }
    }

    var tasks: [DialogTask<RunningDialog>] {
        let operation = self.operation
        let run = DialogTask<RunningDialog>(
            id: OperationID(),
            resolving: { context in
                let updater = DialogUpdater(
                    context: context.scoped(to: \.inner, response: { answer, _ in Self.response(to: answer) }))
                let result: Value
                do {
                    result = .success(try await operation(updater))
                } catch {
                    result = .failure(error)
                }
                return { _ in .submit(result) }
            })
        return inner.tasks.map { $0.map(\.inner, response: Self.response) } + [run]
    }

    private struct OperationID: Hashable, Sendable {}
}
