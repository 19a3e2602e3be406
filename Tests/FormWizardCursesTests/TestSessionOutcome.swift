import Testing

@testable import FormWizardCurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a session's outcome reaches stdout and stderr, and what a failed write does.
struct TestSessionOutcome {
    /// What `write` wrote where, in order.
    final class Streams {
        var written: [String] = []
        var outputFailure: StandardStream.WriteError?

        func output(_ text: String) throws(StandardStream.WriteError) {
            if let outputFailure { throw outputFailure }
            written.append("out: " + text)
        }

        func error(_ text: String) {
            written.append("err: " + text)
        }
    }

    @Test func outputThenErrorOutputAndTheCode() {
        let streams = Streams()
        let outcome = SessionOutcome(code: 1, output: "Stop\n", errorOutput: "cancelled\n")
        #expect(outcome.write(program: "fw", output: streams.output, errorOutput: streams.error) == 1)
        #expect(streams.written == ["out: Stop\n", "err: cancelled\n"])
    }

    @Test func aFullDiskExitsWith2AndSaysWhy() {
        let streams = Streams()
        streams.outputFailure = StandardStream.WriteError(errorNumber: ENOSPC)
        let outcome = SessionOutcome(code: 0, output: "Ada\n")
        #expect(outcome.write(program: "fw", output: streams.output, errorOutput: streams.error) == 2)
        #expect(streams.written == ["err: fw: cannot write to standard output: No space left on device\n"])
    }

    /// The drop-in fails as dialog does (255): its 2 would read as the Help button.
    @Test func aFullDiskExitsWithTheFailureStatusAskedFor() {
        let streams = Streams()
        streams.outputFailure = StandardStream.WriteError(errorNumber: ENOSPC)
        let outcome = SessionOutcome(code: 0, output: "Ada\n")
        #expect(
            outcome.write(program: "fw", failureStatus: 255, output: streams.output, errorOutput: streams.error) == 255)
    }

    @Test func aClosedStdoutExitsWith2AndSaysWhy() {
        let streams = Streams()
        streams.outputFailure = StandardStream.WriteError(errorNumber: EBADF)
        let outcome = SessionOutcome(code: 1, output: "Stop\n", errorOutput: "cancelled\n")
        #expect(outcome.write(program: "fw", output: streams.output, errorOutput: streams.error) == 2)
        #expect(
            streams.written == ["err: cancelled\n", "err: fw: cannot write to standard output: it is closed\n"])
    }

    @Test func nothingToWriteCannotFail() {
        let streams = Streams()
        streams.outputFailure = StandardStream.WriteError(errorNumber: ENOSPC)
        #expect(
            SessionOutcome(code: 130).write(program: "fw", output: streams.output, errorOutput: streams.error) == 130)
        #expect(streams.written == [])
    }

    @Test func interruptionStatus() {
        #expect(TerminalInterruption(signal: SIGINT).exitStatus == 130)
        #expect(TerminalInterruption(signal: SIGTERM).exitStatus == 143)
    }
}
