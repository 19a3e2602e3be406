extension DialogTask {
    /// Turns a spinner: sets the dialog's `phase` to the number of `Spinner.interval`s since
    /// the task started, at the end of each interval on the screen's clock, so that frames
    /// follow the clock exactly and never drift.
    ///
    /// - Parameters:
    ///   - phase: the dialog's property holding the spinner's frame.
    ///   - id: identifies the task; a new id starts the count again.
    public static func spinner(
        _ phase: WritableKeyPath<D, Int> & Sendable, id: some Hashable & Sendable = SpinnerID()
    ) -> DialogTask {
        DialogTask(
            id: id,
            operation: { (context: DialogTaskContext<D>) async throws -> Update? in
                try await context.every(Spinner.interval) { count in
                    try context.update { $0[keyPath: phase] = count }
                }
                return nil
            })
    }
}

/// The default id of `DialogTask.spinner`.
public struct SpinnerID: Hashable, Sendable {
    /// The one spinner id.
    public init() {}
}
