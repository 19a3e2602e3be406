extension Screen {
    /// What ended a busy dialog's wait.
    private enum BusyEvent<T: Sendable>: Sendable {
        case finished(T)
        case dismissed
    }

    /// Runs `operation` while `handle`'s dialog is shown and marked busy, with `animation`
    /// running beside it; the engine under `withActivity` and `withProgress`.
    ///
    /// Whichever comes first ends it: the operation returns (its value) or throws (its error),
    /// or the dialog is resolved — the user pressed Cancel, or it was dismissed — which cancels
    /// the operation and throws `CancellationError`. Cancelling the calling task cancels the
    /// operation too. Either way it returns only once the operation and the animation have
    /// ended and the dialog is gone: no task outlives it, nothing updates the dialog after it.
    func whileShowing<D: Dialog, T: Sendable>(
        _ handle: DialogHandle<D>,
        animation: (@MainActor @Sendable () async throws -> Void)? = nil,
        run operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        handle.presentation.isBusy = true
        defer {
            handle.presentation.isBusy = false
            handle.dismiss()
        }
        if Task.isCancelled || handle.isResolved { throw CancellationError() }
        return try await withThrowingTaskGroup(of: BusyEvent<T>.self) { group in
            group.addTask { .finished(try await operation()) }
            group.addTask { await Self.resolution(of: handle) }
            if let animation {
                group.addTask {
                    try? await animation()
                    return .dismissed
                }
            }
            defer { group.cancelAll() }
            while let event = try await group.next() {
                switch event {
                case .finished(let value): return value
                case .dismissed where handle.isResolved: throw CancellationError()
                case .dismissed: continue  // the animation ended on its own
                }
            }
            throw CancellationError()
        }
    }

    /// Waits until `handle`'s dialog is resolved (cancelling the wait dismisses it).
    private static func resolution<D: Dialog, T: Sendable>(of handle: DialogHandle<D>) async -> BusyEvent<T> {
        _ = try? await handle.value
        return .dismissed
    }
}
