#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// What happened when a case ran: how the child ended, what it took to end it, and what it
/// wrote on stderr and the terminal.
struct RunRecord: Sendable {
    /// The step of the run after which the child ended; each is tried only when the child
    /// still runs after the one before.
    enum Step: Int, Comparable, Sendable, CaseIterable {
        /// It ended on its own.
        case none
        /// Esc.
        case escape
        /// Ctrl-U, Esc and Enter: a line mode question ends on a line of just Esc.
        case escapeLine
        /// Ctrl-C on the terminal (SIGINT to its process group without one).
        case interrupt
        /// SIGTERM to its process group.
        case terminate
        /// SIGKILL to its process group: it hung.
        case kill

        static func < (lhs: Step, rhs: Step) -> Bool { lhs.rawValue < rhs.rawValue }

        var name: String {
            switch self {
            case .none: "itself"
            case .escape: "Esc"
            case .escapeLine: "Esc Enter"
            case .interrupt: "Ctrl-C"
            case .terminate: "SIGTERM"
            case .kill: "SIGKILL"
            }
        }
    }

    /// `waitpid`'s status.
    var status: Int32 = 0
    var endedAfter = Step.none
    var standardError = OutputCapture()
    var terminal = OutputCapture(limit: 8 * 1024)
    var outputBytes = 0
    /// How long the run took, in milliseconds.
    var milliseconds = 0

    /// The signal that ended the child, if one did.
    var signal: Int32? {
        let number = status & 0x7F
        return number != 0 && number != 0x7F ? number : nil
    }

    /// The exit status, if the child exited.
    var exitCode: Int32? { signal == nil ? (status >> 8) & 0xFF : nil }

    /// The first line of `Fatal error` on stderr or the terminal.
    var fatalLine: String? { standardError.fatalLine ?? terminal.fatalLine }
}
