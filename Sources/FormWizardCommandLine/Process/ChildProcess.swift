import Dispatch
import FormWizard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A command started with `posix_spawnp`, its output read through pipes, reaped by a thread
/// of its own as soon as it ends (never left a zombie), and stopped on request: SIGTERM to
/// its process group, then SIGKILL if it is still running after a grace period.
///
/// Its standard input is `/dev/null`: the terminal belongs to the dialog.
final class ChildProcess: Sendable {
    /// The child's process id (also its process group's).
    let pid: pid_t
    /// Its standard output, with standard error too when they were merged.
    let output: FileLines
    /// Its standard error, when kept apart.
    let errors: FileLines?
    private struct State {
        var status: Int32?
        var waiters: [CheckedContinuation<Int32, Never>] = []
    }

    private let state = Lock(State())

    /// Starts `arguments[0]` (looked up on `PATH`) with the rest as its arguments.
    ///
    /// - Parameter mergesErrors: whether standard error goes to the same pipe as standard output.
    /// - Throws: `SpawnError` when it cannot be started (not found, not executable).
    init(_ arguments: [String], mergesErrors: Bool = true) throws(SpawnError) {
        guard let program = arguments.first else { throw SpawnError(message: "no command given") }
        var outPipe: [Int32] = [-1, -1]
        var errPipe: [Int32] = [-1, -1]
        guard pipe(&outPipe) == 0, mergesErrors || pipe(&errPipe) == 0 else {
            throw SpawnError(message: String(cString: strerror(errno)))
        }
        for descriptor in outPipe + errPipe where descriptor >= 0 { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, mergesErrors ? outPipe[1] : errPipe[1], 2)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        var pid: pid_t = 0
        let result = posix_spawnp(&pid, program, &actions, &attributes, argv, environ)
        close(outPipe[1])
        if errPipe[1] >= 0 { close(errPipe[1]) }
        defer {
            close(outPipe[0])
            if errPipe[0] >= 0 { close(errPipe[0]) }
        }
        guard result == 0 else {
            throw SpawnError(message: "cannot run '\(program)': \(String(cString: strerror(result)))")
        }
        self.pid = pid
        output = FileLines(fileDescriptor: outPipe[0])
        errors = mergesErrors ? nil : FileLines(fileDescriptor: errPipe[0])
        DispatchQueue.global().async { [self] in  // `waitpid` blocks: not on the cooperative pool
            var raw: Int32 = 0
            while waitpid(self.pid, &raw, 0) < 0, errno == EINTR {}
            let status = Self.exitStatus(raw)
            let waiters = state.withLock { state in
                state.status = status
                defer { state.waiters = [] }
                return state.waiters
            }
            for waiter in waiters { waiter.resume(returning: status) }
        }
    }

    /// The shell's view of a wait status: the exit code, or 128 plus the signal.
    static func exitStatus(_ raw: Int32) -> Int32 {
        raw & 0x7f == 0 ? (raw >> 8) & 0xff : 128 + raw & 0x7f
    }

    /// The exit status once it has ended (and been reaped); `nil` while it runs.
    var exitStatus: Int32? { state.withLock { $0.status } }

    /// Waits until it has ended and been reaped (whether or not the caller is cancelled).
    ///
    /// - Returns: its exit status (128 + the signal when one killed it).
    func wait() async -> Int32 {
        await withCheckedContinuation { continuation in
            let status = state.withLock { state -> Int32? in
                if state.status == nil { state.waiters.append(continuation) }
                return state.status
            }
            if let status { continuation.resume(returning: status) }
        }
    }

    /// Stops it: SIGTERM to its process group, then SIGKILL after `grace` if it still runs;
    /// returns once it is reaped.
    ///
    /// - Returns: its exit status.
    @discardableResult
    func terminate(grace: Duration = .seconds(2)) async -> Int32 {
        guard exitStatus == nil else { return await wait() }
        kill(-pid, SIGTERM)
        let milliseconds = Int(grace / .milliseconds(1))
        let deadline = DispatchTime.now() + .milliseconds(milliseconds)
        DispatchQueue.global().asyncAfter(deadline: deadline) { [self] in  // fires though the waiter is cancelled
            // Not reaped yet, so the id is still this child's group.
            if exitStatus == nil { kill(-pid, SIGKILL) }
        }
        return await wait()
    }
}

/// Why a command could not be started.
struct SpawnError: Error, Hashable, Sendable {
    var message: String
}
