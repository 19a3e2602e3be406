import Testing

@testable import FormWizardCurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The pure parts of the crash path: the bytes it writes and what each signal makes it do.
struct TestEmergencyRestore {
    /// xterm-256color's capabilities, as its terminfo entry has them.
    static let xterm: [String: String] = [
        "op": "\u{1B}[39;49m", "sgr0": "\u{1B}(B\u{1B}[m", "rmkx": "\u{1B}[?1l\u{1B}>",
        "cnorm": "\u{1B}[?12l\u{1B}[?25h", "rmcup": "\u{1B}[?1049l\u{1B}[23;0;0t", "kmous": "\u{1B}[<",
    ]

    @Test func restoreSequenceForXterm() {
        let sequence = RestoreSequence { Self.xterm[$0] }
        #expect(
            String(decoding: sequence.bytes, as: UTF8.self)
                == "\u{18}\u{1B}[39;49m\u{1B}(B\u{1B}[m\u{1B}[?1l\u{1B}>"
                + "\u{1B}[?1006l\u{1B}[?1003l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?2004l"
                + "\u{1B}[?12l\u{1B}[?25h\u{1B}[?1049l\u{1B}[23;0;0t")
    }

    @Test func restoreSequenceWithoutMouseOrAlternateScreen() {
        // A terminal without mouse reports, alternate screen or colours: what it has, and paste off.
        let capabilities = ["sgr0": "\u{1B}[m", "cnorm": "\u{1B}[?25h"]
        let sequence = RestoreSequence { capabilities[$0] }
        #expect(String(decoding: sequence.bytes, as: UTF8.self) == "\u{18}\u{1B}[m\u{1B}[?2004l\u{1B}[?25h")
    }

    @Test func restoreSequenceResetsAScrollingRegionFirst() {
        // A crash between a scroll's region and its reset (`ScrollSequence`) leaves the region set.
        let capabilities = ["sgr0": "\u{1B}[m"]
        let sequence = RestoreSequence(
            capability: { capabilities[$0] }, scrollRegionReset: "\u{1B}7\u{1B}[1;24r\u{1B}8")
        #expect(
            String(decoding: sequence.bytes, as: UTF8.self)
                == "\u{18}\u{1B}7\u{1B}[1;24r\u{1B}8\u{1B}[m\u{1B}[?2004l")
    }

    @Test func paddingIsDropped() {
        #expect(RestoreSequence.withoutPadding("\u{1B}[?5h$<100/>\u{1B}[?5l") == "\u{1B}[?5h\u{1B}[?5l")
        #expect(RestoreSequence.withoutPadding("$<2>\u{1B}[m$<5*>") == "\u{1B}[m")
        #expect(RestoreSequence.withoutPadding("\u{1B}[m") == "\u{1B}[m")
        // An unterminated "$<" is not padding.
        #expect(RestoreSequence.withoutPadding("a$<2") == "a$<2")
    }

    @Test func quitRestoresAndExitsWith131() {
        #expect(SignalAction(signal: SIGQUIT, code: 128) == .restoreAndExit(131))
        #expect(SignalAction(signal: SIGQUIT, code: 0) == .restoreAndExit(131))
    }

    @Test func faultsHappenAgainOnReturn() {
        // si_code > 0: raised by the kernel at an instruction, which runs again on return.
        #expect(SignalAction(signal: SIGILL, code: 2) == .restoreAndRedeliver(raise: false))
        #expect(SignalAction(signal: SIGSEGV, code: 1) == .restoreAndRedeliver(raise: false))
        #expect(SignalAction(signal: SIGBUS, code: 2) == .restoreAndRedeliver(raise: false))
        #expect(SignalAction(signal: SIGFPE, code: 1) == .restoreAndRedeliver(raise: false))
    }

    @Test func sentSignalsAndTrapsAreRaisedAgain() {
        // abort() sends SIGABRT with tgkill (SI_TKILL, -6); kill(1) sends SI_USER (0).
        #expect(SignalAction(signal: SIGABRT, code: -6) == .restoreAndRedeliver(raise: true))
        #expect(SignalAction(signal: SIGSEGV, code: 0) == .restoreAndRedeliver(raise: true))
        // x86's int3 reports SI_KERNEL but returns past the trap: raised again too.
        #expect(SignalAction(signal: SIGTRAP, code: 128) == .restoreAndRedeliver(raise: true))
    }

    @Test func interruptionsAreHeld() {
        #expect(SignalAction(signal: SIGINT, code: 0) == .hold)
        #expect(SignalAction(signal: SIGTERM, code: 0) == .hold)
        #expect(SignalAction(signal: SIGHUP, code: 0) == .hold)
    }
}
