/// How an operation run by `Screen.withDialog` changes the dialog shown beside it, from any
/// task.
public struct DialogUpdater<D: Dialog>: Sendable {
    let context: DialogTaskContext<D>

    /// Changes the dialog on the main actor; it is redrawn soon after.
    ///
    /// - Throws: `CancellationError` when the dialog is resolved (the user cancelled it): the
    ///   change is dropped, and the operation, which is cancelled too, should stop.
    public func update(_ change: @escaping @Sendable (inout D) -> Void) async throws(CancellationError) {
        let context = self.context
        let applied = await MainActor.run { (try? context.update(change)) != nil }
        if !applied { throw CancellationError() }
    }
}
