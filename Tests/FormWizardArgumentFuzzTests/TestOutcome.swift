import Glibc
import Testing

@testable import FormWizardArgumentFuzz

/// How a run is classed, and what is printed to run it again.
@Suite struct TestOutcome {
    private func record(status: Int32, after step: RunRecord.Step = .none, stderr: String = "") -> RunRecord {
        var record = RunRecord()
        record.status = status
        record.endedAfter = step
        record.standardError.append(ArraySlice(stderr.utf8))
        return record
    }

    /// `waitpid`'s status for an exit with `code`.
    private func exited(_ code: Int32) -> Int32 { code << 8 }

    @Test func aSignalNobodySentIsACrash() {
        #expect(Outcome(record(status: SIGILL)) == .crash(detail: "SIGILL"))
        #expect(Outcome(record(status: SIGSEGV, after: .escape)) == .crash(detail: "SIGSEGV"))
        // SIGTERM before the fuzzer sent it is a crash too; after, it is how the run ended.
        #expect(Outcome(record(status: SIGTERM, after: .escape)) == .crash(detail: "SIGTERM"))
        #expect(Outcome(record(status: SIGTERM, after: .terminate)) == .ran)
        #expect(Outcome(record(status: SIGINT, after: .interrupt)) == .ran)
    }

    @Test func swiftsFatalErrorIsACrashWhateverTheStatus() {
        let message = "Swift/Range.swift:748: Fatal error: Range requires lowerBound <= upperBound\n"
        #expect(
            Outcome(record(status: SIGILL, stderr: message))
                == .crash(detail: "SIGILL, Swift/Range.swift:748: Fatal error: Range requires lowerBound <= upperBound")
        )
        if case .crash = Outcome(record(status: exited(0), stderr: "x\n" + message)) {
        } else {
            Issue.record("a Fatal error with exit 0 is not a crash")
        }
    }

    @Test func aFatalErrorSplitAcrossReadsIsFound() {
        var capture = OutputCapture()
        capture.append(ArraySlice("boom: Fatal er".utf8))
        capture.append(ArraySlice("ror: Not enough bits\nmore".utf8))
        #expect(capture.fatalLine == "boom: Fatal error: Not enough bits")
    }

    @Test func exitsAreErrorsOnlyWithAMessage() {
        #expect(Outcome(record(status: exited(2), stderr: "formwizard menu: unknown option '--x'\n")) == .error)
        #expect(Outcome(record(status: exited(1), after: .escape)) == .ran)
        #expect(Outcome(record(status: exited(255), stderr: "  \n")) == .ran)
        #expect(Outcome(record(status: exited(0), stderr: "a warning\n")) == .ran)
    }

    @Test func aChildThatTookSIGKILLHung() {
        #expect(Outcome(record(status: SIGKILL, after: .kill)) == .hang)
    }

    @Test func quotedArgumentsReadBackAsTheSameBytes() {
        #expect(ShellQuoting.quote(Array("--title".utf8)) == "--title")
        #expect(ShellQuoting.quote(Array("it's 漢字".utf8)) == "'it'\\''s 漢字'")
        #expect(ShellQuoting.quote([0x1B, 0x5D, 0x30, 0x3B, 0x27, 0x5C, 0x07, 0xFF]) == "$'\\x1b]0;\\'\\\\\\x07\\xff'")
        #expect(ShellQuoting.quote([]) == "''")
    }
}
