import FormWizard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A child started for a case: in a session of its own (so its process group is its pid),
/// its controlling terminal a new pseudo-terminal (or none), stderr and stdout on pipes.
struct ChildSpawn {
    let pid: pid_t
    /// The pseudo-terminal's master side (keys in, drawing out), or -1.
    let master: Int32
    /// The slave side, kept open here until the end so the terminal outlives the child's
    /// opens and closes; -1 without a terminal.
    let slave: Int32
    let standardError: Int32
    /// stdout's pipe, or -1 when stdout is the terminal.
    let standardOutput: Int32
    /// The write end of stdin's pipe, or -1.
    let standardInput: Int32

    /// The fds made and the spawns are serialized: a child started on another thread must not
    /// inherit this one's fds before they are marked close-on-exec.
    private static let spawning = Lock(())

    /// glibc's `POSIX_SPAWN_SETSID` (not imported: it is a GNU extension).
    private static let setsid: Int32 = 0x80

    enum Failure: Error {
        case system(String, Int32)
    }

    /// Starts `binary` with `arguments` (after its name) and `environment` for `fuzzCase`.
    init(binary: String, arguments: [[UInt8]], environment: [String], fuzzCase: FuzzCase) throws(Failure) {
        var master: Int32 = -1
        var slave: Int32 = -1
        var errorPipe: [Int32] = [-1, -1]
        var outputPipe: [Int32] = [-1, -1]
        var inputPipe: [Int32] = [-1, -1]
        var pid: pid_t = 0
        let failure: Failure? = Self.spawning.withLock { _ in
            func closeOnExec(_ fds: Int32...) { for fd in fds where fd >= 0 { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) } }
            var slaveName = ""
            if case .pseudo(let columns, let rows) = fuzzCase.terminal {
                var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
                guard openpty(&master, &slave, nil, nil, &size) == 0 else { return .system("openpty", errno) }
                closeOnExec(master, slave)
                // Keys are written to a child that may not read them: never wait on a full queue.
                _ = fcntl(master, F_SETFL, O_NONBLOCK)
                var name = [CChar](repeating: 0, count: 128)
                guard ttyname_r(slave, &name, name.count) == 0 else { return .system("ttyname_r", errno) }
                slaveName = String(decoding: name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            guard pipe(&errorPipe) == 0, pipe(&outputPipe) == 0 else { return .system("pipe", errno) }
            closeOnExec(errorPipe[0], errorPipe[1], outputPipe[0], outputPipe[1])
            if case .pipe = fuzzCase.input {
                guard pipe(&inputPipe) == 0 else { return .system("pipe", errno) }
                closeOnExec(inputPipe[0], inputPipe[1])
                _ = fcntl(inputPipe[1], F_SETFL, O_NONBLOCK)
            }

            var actions = posix_spawn_file_actions_t()
            posix_spawn_file_actions_init(&actions)
            defer { posix_spawn_file_actions_destroy(&actions) }
            if !slaveName.isEmpty {
                // Opened after setsid (glibc does the attributes first): the terminal becomes
                // the session's controlling terminal, its process group the foreground one.
                posix_spawn_file_actions_addopen(&actions, 0, slaveName, O_RDWR, 0)
            }
            switch fuzzCase.input {
            case .terminal where !slaveName.isEmpty: break
            case .terminal, .null: posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
            case .pipe: posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
            }
            if fuzzCase.outputToTerminal, !slaveName.isEmpty {
                posix_spawn_file_actions_addopen(&actions, 1, slaveName, O_RDWR, 0)
            } else {
                posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
            }
            posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)

            var attributes = posix_spawnattr_t()
            posix_spawnattr_init(&attributes)
            defer { posix_spawnattr_destroy(&attributes) }
            var mask = sigset_t()
            sigemptyset(&mask)
            posix_spawnattr_setsigmask(&attributes, &mask)
            var defaults = sigset_t()
            sigemptyset(&defaults)
            for signal in [SIGPIPE, SIGINT, SIGTERM, SIGQUIT, SIGHUP, SIGTSTP, SIGTTIN, SIGTTOU, SIGCHLD, SIGWINCH] {
                sigaddset(&defaults, signal)
            }
            posix_spawnattr_setsigdefault(&attributes, &defaults)
            posix_spawnattr_setflags(
                &attributes, Int16(Self.setsid | Int32(POSIX_SPAWN_SETSIGMASK) | Int32(POSIX_SPAWN_SETSIGDEF)))

            let argv = CStrings([Array(binary.utf8)] + arguments)
            let envp = CStrings(environment.map { Array($0.utf8) })
            let result = posix_spawn(&pid, binary, &actions, &attributes, argv.pointers, envp.pointers)
            for fd in [errorPipe[1], outputPipe[1], inputPipe[0]] where fd >= 0 { close(fd) }
            return result == 0 ? nil : .system("posix_spawn \(binary)", result)
        }
        if let failure {
            for fd in [master, slave, errorPipe[0], outputPipe[0], inputPipe[1]] where fd >= 0 { close(fd) }
            throw failure
        }
        self.pid = pid
        self.master = master
        self.slave = slave
        standardError = errorPipe[0]
        standardOutput = fuzzCase.outputToTerminal && master >= 0 ? -1 : outputPipe[0]
        if standardOutput < 0, outputPipe[0] >= 0 { close(outputPipe[0]) }
        standardInput = inputPipe[1]
    }
}

/// NUL-terminated copies of byte strings and the NULL-terminated array of them that
/// `posix_spawn` takes, freed with it.
private final class CStrings {
    var pointers: [UnsafeMutablePointer<CChar>?]

    init(_ strings: [[UInt8]]) {
        pointers = strings.map { bytes in
            let pointer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count + 1)
            for (index, byte) in bytes.enumerated() { pointer[index] = CChar(bitPattern: byte) }
            pointer[bytes.count] = 0
            return pointer
        }
        pointers.append(nil)
    }

    deinit {
        for pointer in pointers { pointer?.deallocate() }
    }
}
