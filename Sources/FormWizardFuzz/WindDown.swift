import FormWizard

/// Where cancelled work waits before it ends, like a service that takes a moment to stop: until
/// the user side moves the clocks on. Work a dialog started must have ended before the dialog's
/// caller resumes, so a presentation that does not wait for it is caught every time, not only
/// when a thread happens to be slow.
final class WindDown: Sendable {
    private let waiting = Lock<[CheckedContinuation<Void, Never>]>([])

    /// Waits, without regard to cancellation, until `release()`.
    func wait() async {
        await withCheckedContinuation { continuation in
            waiting.withLock { $0.append(continuation) }
        }
    }

    /// Lets all waiting work end.
    func release() {
        let released = waiting.withLock { waiting in
            defer { waiting.removeAll() }
            return waiting
        }
        for continuation in released { continuation.resume() }
    }
}
