import CNcurses
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process' own signal handlers, as opposed to Dispatch signal sources: the ones that must
/// act where the main queue may never run again (a crash, SIGQUIT) and the one that holds
/// SIGINT, SIGTERM and SIGHUP until a session watches them.
///
/// Handlers make only async-signal-safe calls (`SignalAction` decides, `EmergencyRestore`
/// restores). They run on an alternate stack, so that a stack overflow on the main thread,
/// where dialogs run, still restores the terminal.
enum SignalHandlers {
    /// The number of signal numbers (`NSIG` on Linux).
    private static let signalCount = 65
    /// The address of the dispositions the crash signals had before, by signal number: a
    /// crash puts its signal's back before it goes on. Never freed; 0 before `installCrashHandlers`.
    private static let previousActions = Atomic<Int>(0)
    /// The first held signal not yet taken, 0 for none.
    private static let heldSignal = Atomic<Int32>(0)
    /// The size of the alternate signal stack: the handlers need little, the Swift runtime's
    /// crash reporter (chained after them) somewhat more.
    private static let alternateStackSize = 64 * 1024

    @MainActor private static var areCrashHandlersInstalled = false

    /// Restores the terminal on a crash (`SignalAction.crashSignals`) and ends the process on
    /// SIGQUIT with the terminal restored; installed once, before the terminal is set up.
    ///
    /// The dispositions found are kept for the crash to go on with: in a plain build that is
    /// the Swift runtime's crash reporter, whose report then lands on the restored terminal.
    /// SIGQUIT that the parent set to be ignored (as `nohup` does) stays ignored.
    @MainActor static func installCrashHandlers() {
        guard !areCrashHandlersInstalled else { return }
        areCrashHandlersInstalled = true
        EmergencyRestore.prepare()  // its storage is made here, not in a handler
        installAlternateStack()
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: signalCount)
        actions.initialize(repeating: sigaction(), count: signalCount)
        for number in SignalAction.crashSignals + [SIGQUIT] {
            _ = sigaction(number, nil, actions + Int(number))
        }
        previousActions.store(Int(bitPattern: actions), ordering: .releasing)
        var action = sigaction()
        action.infoHandler = { number, info, _ in
            SignalHandlers.handleFatal(number, code: info?.pointee.si_code ?? 0)
        }
        action.sa_flags = SA_SIGINFO | SA_ONSTACK
        sigemptyset(&action.sa_mask)
        for number in SignalAction.crashSignals {
            _ = sigaction(number, &action, nil)
        }
        let quitIsIgnored = actions[Int(SIGQUIT)].handler.map {
            unsafeBitCast($0, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
        }
        if quitIsIgnored != true {
            _ = sigaction(SIGQUIT, &action, nil)
        }
    }

    /// Signals held by `hold(_:)`: what to give back once the session ends.
    struct Held {
        /// The dispositions the signals had.
        var actions: [Int32: sigaction]
        /// The calling thread's signal mask then.
        var mask: sigset_t
    }

    /// Holds `signals` from now until a session takes them (`takeHeld()`): a handler remembers
    /// the first one instead of letting it end the process with the terminal in raw mode, or
    /// ignoring it. A handler (not `SIG_IGN`) also keeps ncurses from installing its own.
    ///
    /// - Returns: what `release(_:)` gives back.
    @MainActor static func hold(_ signals: [Int32]) -> Held {
        _ = heldSignal.load(ordering: .relaxed)  // initialises its storage here, not in a handler
        var held = Held(actions: [:], mask: sigset_t())
        _ = pthread_sigmask(SIG_BLOCK, nil, &held.mask)
        var action = sigaction()
        action.handler = { number in
            _ = SignalHandlers.heldSignal.compareExchange(expected: 0, desired: number, ordering: .relaxed)
        }
        action.sa_flags = SA_RESTART
        sigemptyset(&action.sa_mask)
        for number in signals {
            var old = sigaction()
            _ = sigaction(number, &action, &old)
            held.actions[number] = old
        }
        return held
    }

    /// The first signal held since `hold(_:)` or the last call, if any; forgets it.
    static func takeHeld() -> Int32? {
        let number = heldSignal.exchange(0, ordering: .relaxed)
        return number == 0 ? nil : number
    }

    /// Gives the held signals their dispositions back, and the main thread its signal mask:
    /// Dispatch blocks nearly every signal on a thread its own handler ran on, which would
    /// leave Ctrl-C and Ctrl-Z without effect once the session is over. Elsewhere, it unblocks
    /// the held signals on the calling thread.
    static func release(_ held: Held) {
        var mask = sigset_t()
        sigemptyset(&mask)
        for (number, action) in held.actions {
            var action = action
            _ = sigaction(number, &action, nil)
            sigaddset(&mask, number)
        }
        if fw_is_main_thread() != 0 {
            var original = held.mask
            _ = pthread_sigmask(SIG_SETMASK, &original, nil)
        } else {
            _ = pthread_sigmask(SIG_UNBLOCK, &mask, nil)
        }
    }

    /// Unblocks SIGQUIT and SIGTSTP on the calling thread, the main one: Dispatch's handler,
    /// when a signal it watches lands on this thread, blocks nearly every signal here, and
    /// with no other thread to take them, `Ctrl-\` and Ctrl-Z would do nothing. Called after
    /// each signal a Dispatch source reports.
    static func unblockQuitAndSuspend() {
        var mask = sigset_t()
        sigemptyset(&mask)
        sigaddset(&mask, SIGQUIT)
        sigaddset(&mask, SIGTSTP)
        _ = pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    }

    /// The handler of crashes and SIGQUIT. Async-signal-safe.
    private static func handleFatal(_ number: Int32, code: Int32) {
        switch SignalAction(signal: number, code: code) {
        case .restoreAndExit(let status):
            if EmergencyRestore.restore() { _exit(status) }
            redeliver(number, raise: true)
        case .restoreAndRedeliver(let raise):
            EmergencyRestore.restore()
            redeliver(number, raise: raise)
        case .hold:
            break
        }
    }

    /// Gives signal `number` its disposition from before `installCrashHandlers()` back, and
    /// raises it again if `raise`. Async-signal-safe.
    private static func redeliver(_ number: Int32, raise: Bool) {
        if let actions = UnsafeMutablePointer<sigaction>(bitPattern: previousActions.load(ordering: .acquiring)) {
            _ = sigaction(number, actions + Int(number), nil)
        } else {
            var fallback = sigaction()
            fallback.handler = SIG_DFL
            _ = sigaction(number, &fallback, nil)
        }
        if raise { _ = SystemCall.raise(number) }
    }

    /// Gives the calling (main) thread an alternate signal stack unless it has one.
    private static func installAlternateStack() {
        var current = stack_t()
        guard sigaltstack(nil, &current) == 0, current.ss_flags & Int32(SS_DISABLE) != 0 else { return }
        guard let memory = malloc(alternateStackSize) else { return }
        var stack = stack_t()  // fields set by name: their order differs between C libraries
        stack.ss_sp = memory
        stack.ss_size = alternateStackSize
        stack.ss_flags = 0
        _ = sigaltstack(&stack, nil)
    }
}
