/// How a line prompter's read ended: what the terminal read, or a timer first.
enum LineRead: Sendable {
    /// The terminal read this.
    case input(LineInput)
    /// No line came within `Screen.withTimeout`'s duration.
    case timedOut
    /// The deadline of `LinePrompter.withTimeLimit` passed.
    case timeUp

    /// A sleep that ends a read as `read` when it finishes first.
    struct Timer: Sendable {
        let sleep: @Sendable () async throws -> Void
        let read: LineRead
    }

    /// Waits for `resolution`, settled by the terminal, cancellation, shutdown, or the first
    /// of `timers` to finish; the timers are child tasks, cancelled and awaited before this
    /// returns.
    static func wait(
        for resolution: Resolution<LineRead>, timers: [Timer], isolation: isolated (any Actor)? = #isolation
    ) async -> Resolution<LineRead>.Outcome {
        guard !timers.isEmpty else { return await resolution.wait() }
        return await withTaskGroup(of: Void.self) { group in
            for timer in timers {
                group.addTask {
                    do { try await timer.sleep() } catch { return }
                    resolution.settle(.success(timer.read))
                }
            }
            let outcome = await resolution.wait()
            group.cancelAll()
            return outcome
        }
    }
}
