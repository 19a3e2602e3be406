import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns the mouse off when Ctrl-Z suspends the program, from a SIGTSTP handler chained before
/// ncurses' own (which leaves the screen and stops the process): the shell would otherwise get
/// the terminal's mouse reports as typing while the program is stopped. `fg` turns it on again
/// (`CursesTerminal.startWatchingContinues`). Async-signal-safe, as `EmergencyRestore`.
enum SuspendRestore {
    /// What the handler writes, where, and the handler it chains to.
    struct Plan {
        var descriptor: Int32
        var bytes: UnsafeMutablePointer<UInt8>
        var count: Int
        var previous: sigaction
    }

    /// The address of the armed plan, 0 for none. A plan is never freed: a handler may be
    /// running with it when the next one is armed (a few bytes per terminal opened).
    private static let armedPlan = Atomic<Int>(0)

    /// Installs the handler over ncurses' SIGTSTP handler, writing `sequence` to `descriptor`
    /// before it. Does nothing when SIGTSTP has no handler to chain to (ignored, as without job
    /// control, or left to the default).
    @MainActor static func arm(descriptor: Int32, sequence: [UInt8]) {
        var previous = sigaction()
        guard sigaction(SIGTSTP, nil, &previous) == 0, previous.sa_flags & SA_SIGINFO == 0,
            let handler = previous.handler,
            unsafeBitCast(handler, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self),
            unsafeBitCast(handler, to: Int.self) != unsafeBitCast(SIG_DFL, to: Int.self)
        else { return }
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(sequence.count, 1))
        bytes.initialize(from: sequence, count: sequence.count)
        let plan = UnsafeMutablePointer<Plan>.allocate(capacity: 1)
        plan.initialize(to: Plan(descriptor: descriptor, bytes: bytes, count: sequence.count, previous: previous))
        armedPlan.store(Int(bitPattern: plan), ordering: .releasing)
        var action = sigaction()
        action.handler = { number in SuspendRestore.suspend(number) }
        action.sa_flags = previous.sa_flags
        action.sa_mask = previous.sa_mask
        _ = sigaction(SIGTSTP, &action, nil)
    }

    /// Puts the handler found by `arm` back: the terminal is being closed.
    @MainActor static func disarm() {
        guard let plan = UnsafeMutablePointer<Plan>(bitPattern: armedPlan.exchange(0, ordering: .acquiringAndReleasing))
        else { return }
        var previous = plan.pointee.previous
        _ = sigaction(SIGTSTP, &previous, nil)
    }

    /// The handler: writes the plan's bytes, then runs the handler it replaced. Async-signal-safe.
    private static func suspend(_ number: Int32) {
        guard let plan = UnsafeMutablePointer<Plan>(bitPattern: armedPlan.load(ordering: .acquiring)) else { return }
        let savedErrno = errno
        var next = plan.pointee.bytes
        var remaining = plan.pointee.count
        while remaining > 0 {
            let written = write(plan.pointee.descriptor, next, remaining)
            if written < 0, errno == EINTR { continue }
            if written <= 0 { break }
            next += written
            remaining -= written
        }
        errno = savedErrno
        plan.pointee.previous.handler?(number)
    }
}
