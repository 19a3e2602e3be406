extension Screen {
    /// Runs `operation` while a spinner shows `message`, and returns its value.
    ///
    /// ```swift
    /// let repos = try await screen.withActivity("Fetching repositories…") {
    ///     try await api.repositories()
    /// }
    /// ```
    /// The spinner turns every 80 ms on the screen's `clock` and disappears when the operation
    /// ends, however it ends. While it runs, `idle()` waits.
    /// - Parameters:
    ///   - message: what is going on.
    ///   - title: the dialog's title, if any.
    ///   - cancellable: whether the dialog has a Cancel button (and answers Esc).
    ///   - operation: the work; it runs off the main actor, and is cancelled when the user
    ///     presses Cancel or the calling task is cancelled.
    /// - Returns: what `operation` returns.
    /// - Throws: what `operation` throws; `CancellationError` when the user cancels, the
    ///   calling task is cancelled, or the screen shuts down. It returns only after the
    ///   operation has ended.
    public func withActivity<T: Sendable>(
        _ message: String, title: String? = nil, cancellable: Bool = true,
        operation: @escaping @Sendable () async throws -> T
    ) async throws -> T {
        if Task.isCancelled || isShutDown { throw CancellationError() }
        let handle = show(Activity(title: title, message: message, cancellable: cancellable))
        return try await whileShowing(handle, animation: Self.spin(handle, on: clock), run: operation)
    }

    /// The spinner's animation: the phase is the number of whole intervals since now, set at
    /// each interval's end, so that frames follow the clock exactly and never drift.
    private static func spin<C: Clock<Duration>>(
        _ handle: DialogHandle<Activity>, on clock: C
    ) -> @MainActor @Sendable () async throws -> Void {
        let start = clock.now
        return {
            var phase = 0
            while true {
                try await clock.sleep(until: start.advanced(by: Spinner.interval * (phase + 1)), tolerance: nil)
                phase = Int(start.duration(to: clock.now) / Spinner.interval)
                handle.update { $0.phase = phase }
            }
        }
    }
}
