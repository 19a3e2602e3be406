#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// State reached only under a pthread mutex: a lock the thread sanitizer understands.
///
/// `Synchronization.Mutex` is a futex on Linux that the thread sanitizer does not model, so it
/// reports races on the state the mutex guards (in `TestClock` and `DialogTaskRecord`, reproduced
/// by a 20-line program); with a pthread mutex, which it intercepts, there are none. Shared by
/// the package's modules (`package`), not public API.
package final class Lock<State>: @unchecked Sendable {  // `state` is only touched with `mutex` held
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var state: State

    package init(_ state: State) {
        self.state = state
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the state, the mutex held.
    package func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&state)
    }
}
