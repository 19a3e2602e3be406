import FormWizard
import FormWizardTesting
import Testing

/// A form's submit work in line mode (`submitting`): `SubmitError.invalid` said and the form
/// asked again with what was typed; other failures offer Retry.
/// Input ends after the answers: a question a test does not expect fails it instead of waiting.
@MainActor
struct TestLineSubmitting {
    let lines = VirtualLineTerminal()
    let screen: Screen

    init() {
        screen = Screen(lines: lines)
    }

    struct ServiceDown: Error, CustomStringConvertible {
        var description: String { "The service is down" }
    }

    static let signIn = LoginForm().submitting("Signing in…", failureTitle: "Signing in failed") { credentials in
        switch credentials.password {
        case "swift": return credentials.email
        case "down": throw ServiceDown()
        case "busy": throw SubmitError.failed("Try again in a minute")
        default: throw SubmitError.invalid("Wrong e-mail or password")
        }
    }

    @Test func aRefusedSubmitSaysWhyAndAsksTheFormAgainWithWhatWasTyped() async throws {
        lines.type("demo@example.com", "wrong", "", "down", "", "2", "", "busy", "2", "", "swift")
        lines.endInput()
        #expect(try await screen.present(Self.signIn) == "demo@example.com")
        #expect(lines.echoes == [true, false, true, false, true, true, true, false, true, true, false])
        #expect(
            lines.transcript == """
                Sign in
                E-mail: «demo@example.com»
                Password (or back): «echo off»
                Signing in…
                Wrong e-mail or password
                Sign in
                E-mail [demo@example.com]: «»
                Password (or back): «echo off»
                Signing in…
                Signing in failed
                The service is down
                  1) Retry
                  2) Cancel
                Choose [1]: «»
                Signing in…
                Signing in failed
                The service is down
                  1) Retry
                  2) Cancel
                Choose [1]: «2»
                Sign in
                E-mail [demo@example.com]: «»
                Password (or back): «echo off»
                Signing in…
                Signing in failed
                Try again in a minute
                  1) Retry
                  2) Cancel
                Choose [1]: «2»
                Sign in
                E-mail [demo@example.com]: «»
                Password (or back): «echo off»
                Signing in…

                """)
    }

    @Test func escapeOnTheRetryQuestionAsksTheFormAgainAndTheEndOfInputCancels() async throws {
        lines.type("demo@example.com", "busy")
        lines.escape()
        lines.type("")
        lines.endInput()
        await #expect(throws: CancellationError.self) { try await screen.present(Self.signIn) }
        #expect(
            lines.transcript == """
                Sign in
                E-mail: «demo@example.com»
                Password (or back): «echo off»
                Signing in…
                Signing in failed
                Try again in a minute
                  1) Retry
                  2) Cancel
                Choose [1]: «Esc»
                Sign in
                E-mail [demo@example.com]: «»
                Password (or back): «end of input»

                """)
    }
}
