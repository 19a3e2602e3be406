extension Screen {
    /// Runs `operation`; a dialog it presents that gets no key for `duration` is resolved as
    /// timed out, and then this throws `DialogTimeoutError`, whatever `operation` returned.
    ///
    /// ```swift
    /// do {
    ///     let size = try await screen.withTimeout(.seconds(30)) {
    ///         try await screen.menu("Size", items: sizes)
    ///     }
    /// } catch is DialogTimeoutError {
    ///     // nobody answered: go on with the default
    /// }
    /// ```
    /// Every key a dialog gets starts its wait again (no answer for `duration`, as dialog's
    /// `--timeout`); in line mode a line is a key: each line read waits `duration` afresh
    /// (`LinePrompter.readLine`). Inside `operation` the timed-out dialog throws `CancellationError`, so
    /// every path out of it stays the same; only here is the timeout told apart. Dialogs shown
    /// without waiting (`show`, a progress) never time out. A `withTimeout` inside another
    /// gives its own duration to the dialogs presented in it.
    /// - Parameters:
    ///   - duration: how long each dialog waits for a key, on the screen's clock (at most
    ///     `Int32.max` seconds; a longer one counts as that).
    ///   - operation: the dialogs.
    /// - Returns: what `operation` returns, when no dialog timed out.
    /// - Throws: `DialogTimeoutError` when a dialog timed out; otherwise what `operation` throws.
    public func withTimeout<T>(_ duration: Duration, operation: () async throws -> T) async throws -> T {
        let scope = TimeoutScope(duration: duration.clampedAtEntry)
        let result: Result<T, any Error>
        do {
            result = .success(try await TimeoutScope.$current.withValue(scope) { try await operation() })
        } catch {
            result = .failure(error)
        }
        if scope.hasFired { throw DialogTimeoutError(duration: duration) }
        return try result.get()
    }
}
