import FormWizardTesting

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Runs one case: starts the child, feeds it, reads what it writes, and steps up from Esc to
/// Ctrl-C, SIGTERM and SIGKILL while it keeps running (`RunRecord.Step`).
struct CaseRunner: Sendable {
    let binary: String
    let workspace: Workspace
    /// Whether a crashing child may print the Swift runtime's backtrace (slow: seconds).
    var backtraces = false

    /// How long each step waits for the child to end before the next, in milliseconds, after
    /// the case's own settling time before Esc.
    static let waits: [RunRecord.Step: Int] = [.escape: 400, .escapeLine: 300, .interrupt: 500, .terminate: 3_000]

    /// The environment a case runs with.
    func environment(for fuzzCase: FuzzCase) -> [String] {
        var variables = fuzzCase.environment
        variables["HOME"] = workspace.home
        variables["PATH"] = workspace.bin
        variables["TMPDIR"] = workspace.temporary
        variables["SWIFT_BACKTRACE"] = backtraces ? "enable=yes,interactive=no,output-to=stderr" : "enable=no"
        return variables.keys.sorted().map { "\($0)=\(variables[$0] ?? "")" }
    }

    func run(_ fuzzCase: FuzzCase) throws(ChildSpawn.Failure) -> RunRecord {
        let start = ContinuousClock.now
        // Made safe again here, whoever made the case (the minimizer drops arguments).
        var generator = SeededGenerator(seed: 0)
        let arguments = CommandSafety.sanitize(fuzzCase.line.arguments, using: &generator)
        let child = try ChildSpawn(
            binary: binary, arguments: arguments.map(\.bytes), environment: environment(for: fuzzCase),
            fuzzCase: fuzzCase)
        var record = RunRecord()
        var feed: [UInt8] = if case .pipe(let bytes, _) = fuzzCase.input { bytes } else { [] }
        let keepsFeedOpen = if case .pipe(_, let keepsOpen) = fuzzCase.input { keepsOpen } else { false }
        var input = child.standardInput
        var open: [Int32: Stream] = [child.standardError: .error]
        if child.master >= 0 { open[child.master] = .terminal }
        if child.standardOutput >= 0 { open[child.standardOutput] = .output }

        var step = RunRecord.Step.none
        var deadline = fuzzCase.settle
        var exited = false
        var drainUntil = Int.max
        func elapsed() -> Int {
            let duration = ContinuousClock.now - start
            return Int(duration.components.seconds) * 1000
                + Int(duration.components.attoseconds / 1_000_000_000_000_000)
        }

        while true {
            if !exited {
                var status: Int32 = 0
                if waitpid(child.pid, &status, WNOHANG) == child.pid {
                    exited = true
                    record.status = status
                    record.endedAfter = step
                    drainUntil = elapsed() + 200
                }
            }
            if exited, open.isEmpty || elapsed() >= drainUntil { break }
            if !exited, elapsed() >= deadline {
                if step == .terminate {
                    kill(-child.pid, SIGKILL)
                    var status: Int32 = 0
                    waitpid(child.pid, &status, 0)
                    exited = true
                    record.status = status
                    record.endedAfter = .kill
                    drainUntil = elapsed() + 200
                    continue
                }
                step = RunRecord.Step(rawValue: step.rawValue + 1) ?? .kill
                take(step, child: child, fuzzCase: fuzzCase)
                // A crash being backtraced (`--backtrace`) takes seconds before the process ends,
                // and a key or a signal then cuts the backtrace short.
                deadline = elapsed() + (Self.waits[step] ?? 0) * (backtraces ? 10 : 1)
            }
            if input >= 0, feed.isEmpty, !keepsFeedOpen || exited {
                close(input)
                input = -1
            }

            var fds = open.keys.sorted().map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if input >= 0, !feed.isEmpty { fds.append(pollfd(fd: input, events: Int16(POLLOUT), revents: 0)) }
            let wait = max(0, min(10, (exited ? drainUntil : deadline) - elapsed()))
            guard poll(&fds, nfds_t(fds.count), Int32(wait)) >= 0 || errno == EINTR else { break }
            // Once the child has ended, all it drew is in the terminal: read what is there and stop
            // (the slave is held open here, so no end of file comes).
            if exited, child.master >= 0, open[child.master] != nil,
                fds.contains(where: { $0.fd == child.master && $0.revents == 0 })
            {
                close(child.master)
                open[child.master] = nil
            }
            for fd in fds where fd.revents != 0 && (fd.fd == input || open[fd.fd] != nil) {
                if fd.fd == input {
                    let written = feed.withUnsafeBytes { write(input, $0.baseAddress, $0.count) }
                    if written > 0 {
                        feed.removeFirst(written)
                    } else if written < 0, errno != EAGAIN {
                        feed.removeAll()
                    }
                    continue
                }
                var buffer = [UInt8](repeating: 0, count: 65_536)
                let count = read(fd.fd, &buffer, buffer.count)
                if count <= 0 {
                    if count == 0 || (errno != EAGAIN && errno != EINTR) {
                        close(fd.fd)
                        open[fd.fd] = nil
                    }
                    continue
                }
                switch open[fd.fd] {
                case .error: record.standardError.append(buffer[..<count])
                case .terminal: record.terminal.append(buffer[..<count])
                default: record.outputBytes += count
                }
            }
        }
        for fd in open.keys { close(fd) }
        if input >= 0 { close(input) }
        if child.slave >= 0 { close(child.slave) }
        record.milliseconds = elapsed()
        return record
    }

    private enum Stream {
        case error, terminal, output
    }

    /// Sends what `step` sends.
    private func take(_ step: RunRecord.Step, child: ChildSpawn, fuzzCase: FuzzCase) {
        func type(_ text: String) {
            guard child.master >= 0 else { return }
            let bytes = Array(text.utf8)
            _ = write(child.master, bytes, bytes.count)
        }
        switch step {
        case .none, .kill: break
        case .escape:
            if let (columns, rows) = fuzzCase.resize, child.master >= 0 {
                var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
                _ = ioctl(child.master, UInt(TIOCSWINSZ), &size)
            }
            type("\u{1B}")
        case .escapeLine:
            // Ctrl-U first: in line mode the Esc before is still on the line being typed.
            type("\u{15}\u{1B}\r")
        case .interrupt:
            if child.master >= 0 { type("\u{3}") } else { kill(-child.pid, SIGINT) }
        case .terminate: kill(-child.pid, SIGTERM)
        }
    }
}
