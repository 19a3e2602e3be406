import FormWizard
import FormWizardCommandLine

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A test hook, not a feature: with `FORMWIZARD_TEST_CRASH` set, `formwizard` shows an alert
/// whose `handle` crashes on the first key, so that `scripts/e2e` can check that a crash in a
/// dialog's own code leaves the terminal restored, in the real binary.
///
/// - `handle`: `fatalError` (a trap: SIGILL on x86-64, SIGTRAP on arm64);
/// - `abort`: `abort()` (SIGABRT);
/// - `overflow`: unbounded recursion (SIGSEGV on the stack's guard page, which the handler
///   survives on its alternate stack).
struct CrashTestCommand: Command {
    /// The environment variable that selects the crash.
    static let variable = "FORMWIZARD_TEST_CRASH"

    enum Crash: String {
        case handle, abort, overflow
    }

    var crash: Crash

    /// The command `value` (the variable's value) asks for; `nil` when unset or unknown.
    init?(environment value: UnsafeMutablePointer<CChar>?) {
        guard let value, let crash = Crash(rawValue: String(cString: value)) else { return nil }
        self.crash = crash
    }

    func run(on screen: Screen) async -> CommandResult {
        let alert = Alert<Void>(
            title: "Crash test", message: "\(Self.variable)=\(crash.rawValue): press a key",
            actions: [.default("Crash", ())])
        _ = try? await screen.present(CrashingDialog(crash: crash, alert: alert))
        return .cancelled
    }
}

/// An alert that crashes on its first key.
private struct CrashingDialog: Dialog {
    var crash: CrashTestCommand.Crash
    var alert: Alert<Void>

    mutating func handle(_ event: InputEvent) -> DialogResponse<Void> {
        switch crash {
        case .handle: fatalError("\(CrashTestCommand.variable)=handle: a trap in a dialog's handle")
        case .abort: abort()
        case .overflow: return descend(into: 0) == 0 ? .handled : .ignored
        }
    }

    func render(into frame: inout Frame) {
        alert.render(into: &frame)
    }

    /// Recurses until the stack runs out, 1 KiB a call (the addition keeps it from becoming a
    /// loop; the depth check keeps the compiler from calling the recursion infinite).
    @inline(never)
    private func descend(into depth: Int) -> Int {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 1024) { buffer in
            buffer.initialize(repeating: UInt8(truncatingIfNeeded: depth))
            guard depth != Int.min else { return 0 }
            return descend(into: depth &+ 1) &+ Int(buffer[depth % 1024])
        }
    }
}
