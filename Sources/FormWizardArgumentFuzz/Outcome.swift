#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What a run comes to: the four classes the fuzzer counts.
enum Outcome: Hashable, Sendable {
    /// Ended by a signal nobody sent (SIGILL, SIGTRAP, SIGSEGV, SIGABRT, …), or a Swift
    /// `Fatal error` was written; `detail` says which.
    case crash(detail: String)
    /// Still running after Esc, Ctrl-C and SIGTERM and a wait: killed.
    case hang
    /// A non-zero exit with a message on stderr.
    case error
    /// Anything else: shown and answered, cancelled, interrupted.
    case ran

    /// The class of `record`.
    init(_ record: RunRecord) {
        if record.endedAfter == .kill {
            self = .hang
        } else if let fatal = record.fatalLine {
            self = .crash(detail: (record.signal.map { Self.signalName($0) + ", " } ?? "") + fatal)
        } else if let signal = record.signal, !Self.sent(signal, before: record.endedAfter) {
            self = .crash(detail: Self.signalName(signal))
        } else if let code = record.exitCode, code != 0, record.standardError.hasText {
            self = .error
        } else {
            self = .ran
        }
    }

    /// Whether the fuzzer sent `signal` by the time the child ended after `step` (Ctrl-C is
    /// SIGINT from the terminal).
    private static func sent(_ signal: Int32, before step: RunRecord.Step) -> Bool {
        switch signal {
        case SIGINT: step >= .interrupt
        case SIGTERM: step >= .terminate
        case SIGKILL: step >= .kill
        default: false
        }
    }

    /// `SIGILL`, `SIGSEGV`, … or `signal N`.
    static func signalName(_ signal: Int32) -> String {
        let names: [Int32: String] = [
            SIGHUP: "SIGHUP", SIGINT: "SIGINT", SIGQUIT: "SIGQUIT", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP",
            SIGABRT: "SIGABRT", SIGBUS: "SIGBUS", SIGFPE: "SIGFPE", SIGKILL: "SIGKILL", SIGSEGV: "SIGSEGV",
            SIGPIPE: "SIGPIPE", SIGALRM: "SIGALRM", SIGTERM: "SIGTERM", SIGSYS: "SIGSYS", SIGXFSZ: "SIGXFSZ",
            SIGXCPU: "SIGXCPU",
        ]
        return names[signal] ?? "signal \(signal)"
    }

    /// The class's name in the totals.
    var name: String {
        switch self {
        case .crash: "crash"
        case .hang: "hang"
        case .error: "error"
        case .ran: "ran"
        }
    }

    /// Whether the run is a finding (a crash or a hang).
    var isFinding: Bool {
        switch self {
        case .crash, .hang: true
        case .error, .ran: false
        }
    }
}
