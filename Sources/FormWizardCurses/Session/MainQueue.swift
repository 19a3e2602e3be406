import CNcurses
import Dispatch
#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Serves Dispatch's main queue (and with it the main actor) on the main thread, forever.
///
/// An async `main` ends in `dispatch_main()`, which on Linux calls `pthread_exit` on the main
/// thread: glibc then loads `libgcc_s` and unwinds the main thread's stack (reading the
/// binary's unwind tables), and Dispatch starts a new thread to serve the main queue. Serving
/// the queue here, the way CoreFoundation's run loop does, costs none of that: wait for the
/// queue's eventfd, reset it, run what is queued.
///
/// `TerminalSession` calls it from inside `main`'s task, which therefore never suspends again;
/// main-actor jobs run nested in that job, as they do under a run loop started from async code.
public enum MainQueue {
    /// Runs main-queue work as it arrives; returns only by `exit`.
    ///
    /// On Darwin, which has no such eventfd, it is `dispatchMain()`.
    public static func serve() -> Never {
        #if canImport(Darwin)
            dispatchMain()
        #else
            let handle = _dispatch_get_main_queue_handle_4CF()
            while true {
                _dispatch_main_queue_callback_4CF(nil)
                var descriptor = pollfd(fd: handle, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, -1) > 0 else { continue }  // EINTR
                var count: UInt64 = 0
                _ = read(handle, &count, MemoryLayout<UInt64>.size)
            }
        #endif
    }
}
