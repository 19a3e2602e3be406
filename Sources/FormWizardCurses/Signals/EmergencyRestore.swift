import Glibc
import Synchronization

/// The terminal restore that runs inside a signal handler, after a crash or on SIGQUIT, where
/// only async-signal-safe calls may be made: no ncurses, no allocation, no locks.
///
/// Everything it needs is prepared while the terminal opens (`arm`): the tty's descriptor, the
/// tty modes from before ncurses changed them, and the bytes that undo ncurses' output modes
/// (`RestoreSequence`). The handler then makes one `write` and one `tcsetattr` (`restore()`).
enum EmergencyRestore {
    /// What a handler restores.
    struct Plan {
        var descriptor: Int32
        var modes: termios
        var bytes: UnsafeMutablePointer<UInt8>
        var count: Int
    }

    /// The address of the armed plan, 0 when there is nothing to restore. An address rather
    /// than a pointer: an `Atomic` of a pointer is not `Sendable`, so it could not be global.
    /// A plan is never freed, because a handler on another thread may still be reading it
    /// after `disarm()`: it costs one small allocation per terminal opened.
    private static let armedPlan = Atomic<Int>(0)

    /// Whether a plan is armed.
    static var isArmed: Bool { armedPlan.load(ordering: .acquiring) != 0 }

    /// Makes `restore()` write `sequence` to `descriptor` and set its modes to `modes`.
    static func arm(descriptor: Int32, modes: termios, sequence: [UInt8]) {
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(sequence.count, 1))
        bytes.initialize(from: sequence, count: sequence.count)
        let plan = UnsafeMutablePointer<Plan>.allocate(capacity: 1)
        plan.initialize(to: Plan(descriptor: descriptor, modes: modes, bytes: bytes, count: sequence.count))
        armedPlan.store(Int(bitPattern: plan), ordering: .releasing)
    }

    /// Leaves nothing to restore: the terminal is being closed the ordinary way.
    static func disarm() {
        armedPlan.store(0, ordering: .releasing)
    }

    /// Restores the armed terminal and disarms; does nothing when nothing is armed, so that of
    /// two threads crashing at once only one restores. Async-signal-safe.
    static func restore() {
        let address = armedPlan.exchange(0, ordering: .acquiringAndReleasing)
        guard let plan = UnsafeMutablePointer<Plan>(bitPattern: address) else { return }
        let savedErrno = errno
        defer { errno = savedErrno }
        var next = plan.pointee.bytes
        var remaining = plan.pointee.count
        while remaining > 0 {
            let written = write(plan.pointee.descriptor, next, remaining)
            if written < 0, errno == EINTR { continue }
            if written <= 0 { break }
            next += written
            remaining -= written
        }
        var modes = plan.pointee.modes
        _ = tcsetattr(plan.pointee.descriptor, TCSANOW, &modes)
    }
}
