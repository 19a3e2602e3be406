#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the process' own handler does with a signal that reaches it: the decision, kept apart
/// from the handler (which may only make async-signal-safe calls) so that it can be tested.
enum SignalAction: Equatable {
    /// Remember it for the session, which acts on it once it watches signals itself: SIGINT,
    /// SIGTERM and SIGHUP that arrive before the first frame (`SignalHandlers.hold(_:)`).
    case hold
    /// Restore the terminal and end the process at once with this status: SIGQUIT (Ctrl-\),
    /// 128 + 3, as SIGINT ends a session with 130. No crash report: the user asked to quit.
    /// With no terminal to restore (before it opens, after it closes), the signal goes on
    /// with its previous disposition instead, as `restoreAndRedeliver(raise: true)`.
    case restoreAndExit(Int32)
    /// Restore the terminal, put the previous disposition back (the Swift runtime's crash
    /// reporter, or the default), and let the signal take its course with it. A fault the
    /// kernel raised (`code > 0`) happens again when the handler returns, at the same
    /// instruction, with the same details; a signal that was sent (`abort`'s SIGABRT, `kill`)
    /// or a trap whose return would run on past it (x86's `int3`) is raised again (`raise`).
    case restoreAndRedeliver(raise: Bool)

    /// The signals taken as crashes: traps (Swift's `fatalError`, a failed force-unwrap, an
    /// index out of range), bad memory accesses (a stack overflow), `abort`, arithmetic faults.
    static let crashSignals: [Int32] = [SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSEGV]

    /// The action for signal `number`, whose `siginfo_t.si_code` is `code`.
    init(signal number: Int32, code: Int32) {
        if number == SIGQUIT {
            self = .restoreAndExit(128 + SIGQUIT)
        } else if Self.crashSignals.contains(number) {
            self = .restoreAndRedeliver(raise: code <= 0 || number == SIGTRAP)
        } else {
            self = .hold
        }
    }
}
