#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opening a file named from outside to read it: every such `open` goes through here
/// (`FileLines.reading` too, which reads on a thread of its own).
///
/// `open(2)` of a FIFO waits for a writer, on the main actor, where neither Esc nor a signal
/// could end the wait (`formwizard dialog --tailbox fifo` hung until SIGKILL). The file is
/// opened without blocking; a FIFO nobody writes to then reads as ended, and one being
/// written is read as it is written.
enum ReadOpening {
    /// A descriptor open for reading `path` (close-on-exec), or -1 with `errno` set.
    ///
    /// - Parameter blockingReads: whether reads wait for a FIFO's writer to write (for a whole
    ///   file read at once); otherwise they stay non-blocking (`EAGAIN`: nothing yet), for a
    ///   file read as it grows, on the main actor. Regular files never block either way.
    static func descriptor(reading path: String, blockingReads: Bool) -> Int32 {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0, blockingReads else { return descriptor }
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        return descriptor
    }
}
