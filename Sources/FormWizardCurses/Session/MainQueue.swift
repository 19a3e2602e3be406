import CNcurses
import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import CoreFoundation
    import Darwin
#endif

/// Serves Dispatch's main queue (and with it the main actor) on the main thread.
///
/// An async `main` ends in `dispatch_main()`, which on Linux calls `pthread_exit` on the main
/// thread: glibc then loads `libgcc_s` and unwinds the main thread's stack (reading the
/// binary's unwind tables), and Dispatch starts a new thread to serve the main queue. Serving
/// the queue here, the way CoreFoundation's run loop does, costs none of that: wait for the
/// queue's eventfd, reset it, run what is queued.
///
/// `TerminalSession` serves it from inside `main`'s task while its body runs; main-actor jobs
/// run nested in that job, as they do under a run loop started from async code.
public enum MainQueue {
    /// Whether the main queue is being served here, by `serve()` or `serve(until:)`. Serving
    /// it again inside would do nothing: Dispatch does not drain the main queue re-entrantly.
    private static let isServing = Atomic<Bool>(false)

    /// Whether the calling thread may serve the main queue: it is the main thread (which
    /// `dispatch_main()` has not ended) and is not serving it already.
    static var canServe: Bool { fw_is_main_thread() != 0 && !isServing.load(ordering: .relaxed) }

    /// Runs main-queue work as it arrives; returns only by `exit`.
    ///
    /// On Darwin, which has no such eventfd, it is `dispatchMain()`.
    public static func serve() -> Never {
        while true { serve(until: { false }) }
    }

    /// Runs main-queue work as it arrives until `isDone` (asked after each batch) says so.
    static func serve(until isDone: () -> Bool) {
        isServing.store(true, ordering: .relaxed)
        defer { isServing.store(false, ordering: .relaxed) }
        #if canImport(Darwin)
            // No eventfd to wait on: let the main run loop serve the queue, one source at a time.
            while !isDone() { _ = CFRunLoopRunInMode(CFRunLoopMode.defaultMode, 1, true) }
        #else
            let handle = _dispatch_get_main_queue_handle_4CF()
            while true {
                _dispatch_main_queue_callback_4CF(nil)
                if isDone() { return }
                var descriptor = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, -1) > 0 else { continue }  // EINTR
                var count: UInt64 = 0
                _ = read(handle, &count, MemoryLayout<UInt64>.size)
            }
        #endif
    }
}
