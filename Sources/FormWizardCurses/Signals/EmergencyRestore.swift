import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal restore that runs inside a signal handler, after a crash or on SIGQUIT, where
/// only async-signal-safe calls may be made: no ncurses, no allocation, no locks.
///
/// Everything it needs is prepared while the terminal opens (`arm`): the tty's descriptor, the
/// tty modes from before ncurses changed them, and the bytes that undo ncurses' output modes
/// (`RestoreSequence`). The handler then makes one `write` and one `tcsetattr` (`restore()`),
/// and copies what stderr held meanwhile (`StandardErrorHold`) to the real stderr, so that the
/// message of a `fatalError` shows on the restored terminal before the runtime's report.
enum EmergencyRestore {
    /// What a handler restores on the terminal.
    struct Plan {
        var descriptor: Int32
        var modes: termios
        var bytes: UnsafeMutablePointer<UInt8>
        var count: Int
    }

    /// Where stderr's output goes while held, and where it goes back to.
    struct HeldError {
        /// The temporary file stderr writes to meanwhile.
        var held: Int32
        /// A duplicate of the real stderr.
        var original: Int32
        /// Room for the copy, made beforehand: a handler may not allocate.
        var buffer: UnsafeMutablePointer<UInt8>
        var capacity: Int
    }

    /// The addresses of the armed plan and held error, 0 for none. Addresses rather than
    /// pointers: an `Atomic` of a pointer is not `Sendable`, so it could not be global. Whoever
    /// exchanges one for 0 owns it: a handler uses it, `disarm` frees it.
    private static let armedPlan = Atomic<Int>(0)
    private static let heldError = Atomic<Int>(0)

    /// Makes its storage ready; `SignalHandlers` calls it before installing a handler.
    static func prepare() {
        _ = armedPlan.load(ordering: .relaxed)
        _ = heldError.load(ordering: .relaxed)
    }

    /// Makes `restore()` write `sequence` to `descriptor` and set its modes to `modes`.
    static func arm(descriptor: Int32, modes: termios, sequence: [UInt8]) {
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(sequence.count, 1))
        bytes.initialize(from: sequence, count: sequence.count)
        let plan = UnsafeMutablePointer<Plan>.allocate(capacity: 1)
        plan.initialize(to: Plan(descriptor: descriptor, modes: modes, bytes: bytes, count: sequence.count))
        free(plan: armedPlan.exchange(Int(bitPattern: plan), ordering: .acquiringAndReleasing))
    }

    /// Leaves nothing to restore: the terminal is being closed the ordinary way.
    static func disarm() {
        free(plan: armedPlan.exchange(0, ordering: .acquiringAndReleasing))
    }

    /// Makes `restore()` point stderr back at `original` and copy `held`'s contents there.
    static func holdError(in held: Int32, original: Int32) {
        let capacity = 4096
        let error = UnsafeMutablePointer<HeldError>.allocate(capacity: 1)
        error.initialize(
            to: HeldError(
                held: held, original: original, buffer: .allocate(capacity: capacity), capacity: capacity))
        heldError.store(Int(bitPattern: error), ordering: .releasing)
    }

    /// Points stderr back at the original and copies what it held there, unless a handler did.
    static func releaseError() {
        guard let error = UnsafeMutablePointer<HeldError>(bitPattern: heldError.exchange(0, ordering: .acquiring))
        else { return }
        copyBack(error.pointee)
        error.pointee.buffer.deallocate()
        error.deallocate()
    }

    /// Restores the armed terminal and the held stderr, and disarms both. Of two threads
    /// crashing at once only one restores. Async-signal-safe.
    /// - Returns: whether there was a terminal to restore.
    @discardableResult
    static func restore() -> Bool {
        let savedErrno = errno
        defer { errno = savedErrno }
        let plan = UnsafeMutablePointer<Plan>(bitPattern: armedPlan.exchange(0, ordering: .acquiring))
        if let plan {
            writeAll(plan.pointee.descriptor, plan.pointee.bytes, plan.pointee.count)
            var modes = plan.pointee.modes
            _ = tcsetattr(plan.pointee.descriptor, TCSANOW, &modes)
        }
        if let error = UnsafeMutablePointer<HeldError>(bitPattern: heldError.exchange(0, ordering: .acquiring)) {
            copyBack(error.pointee)
        }
        return plan != nil
    }

    /// Points stderr back at `error.original` and copies the held file there. Async-signal-safe.
    private static func copyBack(_ error: HeldError) {
        _ = dup2(error.original, STDERR_FILENO)
        _ = close(error.original)
        guard lseek(error.held, 0, SEEK_SET) == 0 else { return }
        while true {
            let count = read(error.held, error.buffer, error.capacity)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return }
            writeAll(STDERR_FILENO, error.buffer, count)
        }
    }

    /// Writes `count` bytes from `bytes` to `descriptor`, retrying after interruptions, giving
    /// up on an error. Async-signal-safe.
    private static func writeAll(_ descriptor: Int32, _ bytes: UnsafeMutablePointer<UInt8>, _ count: Int) {
        var next = bytes
        var remaining = count
        while remaining > 0 {
            let written = write(descriptor, next, remaining)
            if written < 0, errno == EINTR { continue }
            if written <= 0 { return }
            next += written
            remaining -= written
        }
    }

    private static func free(plan address: Int) {
        guard let plan = UnsafeMutablePointer<Plan>(bitPattern: address) else { return }
        plan.pointee.bytes.deallocate()
        plan.deallocate()
    }
}
