import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Puts the terminal's echo back when a signal ends the program while a secret is read with
/// echo off: SIGINT (Ctrl-C), SIGTERM and SIGHUP restore the modes (`EmergencyRestore`, armed
/// with the modes from before), then go to whatever took them before (the session's watcher,
/// or the default: the program ends). Crashes and SIGQUIT restore through the same plan when a
/// session installed its crash handlers.
enum EchoRestore {
    static let signals = [SIGINT, SIGTERM, SIGHUP]
    /// The address of the actions the signals had before `arm`, 0 when not armed. An address,
    /// as in `EmergencyRestore`: a handler may not allocate or lock.
    private static let previous = Atomic<Int>(0)

    /// Arms the restore of `modes` on `descriptor` until `disarm()`.
    @MainActor static func arm(descriptor: Int32, modes: termios) {
        EmergencyRestore.prepare()
        EmergencyRestore.arm(descriptor: descriptor, modes: modes, sequence: [])
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: signals.count)
        actions.initialize(repeating: sigaction(), count: signals.count)
        var action = sigaction()
        action.handler = handler
        sigemptyset(&action.sa_mask)
        for (index, number) in signals.enumerated() { _ = sigaction(number, nil, actions + index) }
        previous.store(Int(bitPattern: actions), ordering: .releasing)
        for number in signals { _ = sigaction(number, &action, nil) }
    }

    /// The handler `arm` installs, kept so that `disarm` can tell it from one installed since.
    private static let handler: @convention(c) (Int32) -> Void = { EchoRestore.handle($0) }

    /// Gives the signals their actions back and leaves nothing to restore: each signal still
    /// taken by this restore's handler. One that another took meanwhile keeps it: the session's
    /// watcher (Dispatch's handler) registers when the body first waits, which may be after a
    /// secret's question began, and putting back the action from before it would lose every
    /// later Ctrl-C and SIGTERM.
    @MainActor static func disarm() {
        guard let actions = UnsafeMutablePointer<sigaction>(bitPattern: previous.exchange(0, ordering: .acquiring))
        else { return }
        for (index, number) in signals.enumerated() {
            var current = sigaction()
            _ = sigaction(number, nil, &current)
            guard let installed = current.handler,
                unsafeBitCast(installed, to: UnsafeRawPointer.self)
                    == unsafeBitCast(handler, to: UnsafeRawPointer.self)
            else { continue }
            _ = sigaction(number, actions + index, nil)
        }
        EmergencyRestore.disarm()
        actions.deallocate()
    }

    /// The handler: restores the modes, gives the signal its action back and sends it again,
    /// to be taken when this returns. Async-signal-safe.
    private static func handle(_ number: Int32) {
        _ = EmergencyRestore.restore()
        guard let index = signals.firstIndex(of: number),
            let actions = UnsafeMutablePointer<sigaction>(bitPattern: previous.load(ordering: .acquiring))
        else { return }
        _ = sigaction(number, actions + index, nil)
        SystemCall.raise(number)
    }
}
