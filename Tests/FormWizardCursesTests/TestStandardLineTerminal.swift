import FormWizard
import Testing

@testable import FormWizardCurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real line terminal, on a pipe (answers from standard input) and on a pseudo-terminal
/// (echo off for secrets).
@MainActor
struct TestStandardLineTerminal {
    @Test func answersFromAPipeUntilItsEnd() async throws {
        let (inputRead, inputWrite) = try pipeEnds()
        let (outputRead, outputWrite) = try pipeEnds()
        defer { [inputRead, outputRead].forEach { SystemCall.close($0) } }
        writeAll(inputWrite, "Ada\r\n\u{1B}\n2\n1234\nlast")
        SystemCall.close(inputWrite)
        do {
            let screen = Screen(lines: StandardLineTerminal(input: inputRead, output: outputWrite))
            #expect(try await screen.textInput("Name") == "Ada")
            await #expect(throws: CancellationError.self) { try await screen.confirm("Sure?") }
            #expect(try await screen.menu("Size", items: [MenuItem("S"), MenuItem("L")]) == "L")
            #expect(try await screen.password("PIN") == "1234")
            #expect(try await screen.textInput("City") == "last")
            await #expect(throws: CancellationError.self) { try await screen.textInput("Again") }
        }
        SystemCall.close(outputWrite)
        // Answers from a pipe are shown as a terminal echoes them, but for the secret's.
        #expect(
            readAll(outputRead) == """
                Name: Ada
                Sure? (Yes/No) [Yes]: \n\
                Size
                  1) S
                  2) L
                Choose [1]: 2
                PIN: \n\
                City: last
                Again: \n
                """)
    }

    /// An answer read from a pipe is echoed through the same filter as the questions: a line
    /// holding a window title, a cursor report and a bell reaches the terminal without them,
    /// while the answer itself is returned as it was read.
    @Test func answersFromAPipeAreEchoedWithoutControls() async throws {
        let (inputRead, inputWrite) = try pipeEnds()
        let (outputRead, outputWrite) = try pipeEnds()
        defer { [inputRead, outputRead].forEach { SystemCall.close($0) } }
        let answer = "Ada\u{1B}]0;owned\u{07}\u{1B}[6n\u{9B}x"
        writeAll(inputWrite, answer + "\n")
        SystemCall.close(inputWrite)
        do {
            let screen = Screen(lines: StandardLineTerminal(input: inputRead, output: outputWrite))
            #expect(try await screen.textInput("Name") == answer)
        }
        SystemCall.close(outputWrite)
        #expect(readAll(outputRead) == "Name: Ada\u{FFFD}]0;owned\u{FFFD}\u{FFFD}[6n\u{FFFD}x\n")
    }

    /// With no terminal, input that ends before the first answer is nobody to ask (a terminal
    /// error for the session); input that gave an answer and then ended is a cancel, as is an
    /// empty pipe where a terminal exists.
    @Test(arguments: [("", "No such device", true), ("Ada\n", "No such device", false), ("", nil, false)])
    func inputEndingBeforeAnAnswerWithNoTerminalIsNoAnswers(
        input: String, noTerminal: String?, expected: Bool
    )
        async throws
    {
        let (inputRead, inputWrite) = try pipeEnds()
        let (outputRead, outputWrite) = try pipeEnds()
        defer { [inputRead, outputRead, outputWrite].forEach { SystemCall.close($0) } }
        writeAll(inputWrite, input)
        SystemCall.close(inputWrite)
        let lines = StandardLineTerminal(input: inputRead, output: outputWrite)
        lines.noTerminalReason = noTerminal
        let screen = Screen(lines: lines)
        _ = try? await screen.textInput("Name")
        _ = try? await screen.textInput("City")
        #expect(lines.hadNoAnswers == expected)
    }

    @Test func secretsAreReadWithEchoOff() async throws {
        let (master, slave) = try pseudoTerminal()
        defer { [master, slave].forEach { SystemCall.close($0) } }
        let screen = Screen(lines: StandardLineTerminal(input: slave, output: slave))
        let answer = Task { try await screen.password("PIN") }
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(10))
        while echoes(slave), clock.now < deadline { try await Task.sleep(for: .milliseconds(1)) }
        #expect(!echoes(slave), "echo was not turned off for the secret within 10 s")
        writeAll(master, "1234\n")
        #expect(try await answer.value == "1234")
        #expect(echoes(slave))
        #expect(readAvailable(master) == "PIN: \r\n")
    }

    /// The restore of a secret's echo gives SIGINT, SIGTERM and SIGHUP back only where it still
    /// holds them: the session's watcher, installed while a secret was asked (Dispatch's
    /// handler), keeps them; before, the action from before the question came back over it, and
    /// every later Ctrl-C and SIGTERM was lost (found by scripts/fuzz-args).
    @Test func theEchoRestoreLeavesASignalAnotherTookMeanwhile() throws {
        let signals = [SIGINT, SIGTERM, SIGHUP]
        var saved = Array(repeating: sigaction(), count: signals.count)
        for (index, number) in signals.enumerated() { _ = sigaction(number, nil, &saved[index]) }
        defer { for (index, number) in signals.enumerated() { _ = sigaction(number, &saved[index], nil) } }
        func install(_ handler: @escaping @convention(c) (Int32) -> Void) {
            var action = sigaction()
            action.handler = handler
            for number in signals { _ = sigaction(number, &action, nil) }
        }
        func installed() -> [UnsafeRawPointer?] {
            signals.map { number in
                var action = sigaction()
                _ = sigaction(number, nil, &action)
                return action.handler.map { unsafeBitCast($0, to: UnsafeRawPointer.self) }
            }
        }
        let before: @convention(c) (Int32) -> Void = { _ in }
        let watcher: @convention(c) (Int32) -> Void = { _ in }
        let (master, slave) = try pseudoTerminal()
        defer { [master, slave].forEach { SystemCall.close($0) } }
        var modes = termios()
        _ = tcgetattr(slave, &modes)

        install(before)
        EchoRestore.arm(descriptor: slave, modes: modes)
        EchoRestore.disarm()
        #expect(installed() == Array(repeating: unsafeBitCast(before, to: UnsafeRawPointer.self), count: 3))

        EchoRestore.arm(descriptor: slave, modes: modes)
        install(watcher)
        EchoRestore.disarm()
        #expect(installed() == Array(repeating: unsafeBitCast(watcher, to: UnsafeRawPointer.self), count: 3))
    }

    /// A pseudo-terminal's two ends, through libc's `openpty` (Glibc's module hides the
    /// `posix_openpt` family behind `_XOPEN_SOURCE`, and `openpty` is in `<pty.h>`).
    private func pseudoTerminal() throws -> (master: Int32, slave: Int32) {
        #if canImport(Darwin)
            let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #else
            let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
        #endif
        typealias OpenPTY =
            @convention(c) (
                UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<CChar>?,
                UnsafeRawPointer?, UnsafeRawPointer?
            ) -> Int32
        let symbol = try #require(dlsym(everywhere, "openpty"), "libc has no openpty")
        var master: Int32 = -1
        var slave: Int32 = -1
        try #require(unsafeBitCast(symbol, to: OpenPTY.self)(&master, &slave, nil, nil, nil) == 0)
        return (master, slave)
    }

    private func echoes(_ descriptor: Int32) -> Bool {
        var modes = termios()
        _ = tcgetattr(descriptor, &modes)
        return modes.c_lflag & tcflag_t(ECHO) != 0
    }

    private func pipeEnds() throws -> (Int32, Int32) {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        return (ends[0], ends[1])
    }

    private func writeAll(_ descriptor: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { SystemCall.write(descriptor, $0.baseAddress, $0.count) }
    }

    private func readAll(_ descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// What `descriptor` has to read now, without waiting for more.
    private func readAvailable(_ descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var watched = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        while poll(&watched, 1, 100) > 0 {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
