import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestFormCommand {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term)
    }

    /// A form with a field of each kind, required ones, and a secret.
    private func signup() throws -> any Command {
        try command(
            "form", "--title", "Signup", "--message", "Tell us about you.", "--field", "name=Name:required",
            "--field", "email=E-mail:email,required", "--field", "age=Age:number", "--field", "city",
            "--secret", "pin=PIN:required")
    }

    @Test func everyKindFilledInGivesJSONInTheOrderGiven() async throws {
        let result = screen.start(try signup())
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "empty")
        term.type("Ada Lovelace\t ada@example.com \t36\tLondon\t1234")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "filled")
        term.send(.enter)
        #expect(
            await result.value
                == CommandResult(
                    code: 0,
                    output: #"{"name":"Ada Lovelace","email":"ada@example.com","age":36,"city":"London","pin":"1234"}"#
                        + "\n",
                    outputIsSecret: true))
        #expect(term.lines == Array(repeating: String(repeating: " ", count: 80), count: 24))
    }

    @Test func requiredFieldsAndTheEmailAreCheckedOnSubmit() async throws {
        let result = screen.start(try signup())
        await screen.waitUntilIdle()
        term.type("\tada@\t\t\t")
        term.send(.enter)
        await screen.waitUntilIdle()
        // Every error under its field; the first invalid field has focus.
        assertSnapshot(term, named: "errors")
        term.type("Ada\t")
        term.send(.ctrl("u"))
        term.type("ada@example.org\t\t\t0000\n")
        #expect(
            await result.value
                == CommandResult(
                    code: 0,
                    output: #"{"name":"Ada","email":"ada@example.org","age":null,"city":"","pin":"0000"}"# + "\n",
                    outputIsSecret: true))
    }

    @Test func aNumberFieldTakesOnlyDigits() async throws {
        let result = screen.start(try command("form", "--field", "n=Count:number"))
        await screen.waitUntilIdle()
        term.type("4x")
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.type("2\n")
        #expect(await result.value == CommandResult(code: 0, output: #"{"n":42}"# + "\n"))
    }

    /// Before, `-5` was read as 5 and `1.5` as 15 (the notice went with the next key).
    @Test func aNumberKeepsWhatItCannotHoldInViewAndASignedDecimalPrintsAsTyped() async throws {
        let result = screen.start(
            try command("form", "--field", "n=Count:number", "--field", "t=Change:decimal,signed"))
        await screen.waitUntilIdle()
        term.type("-1.5\t-0.50")
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "refused")
        term.send(.enter)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "not-submitted")
        term.send(.ctrl("u"))
        term.type("15\t\n")
        #expect(await result.value == CommandResult(code: 0, output: #"{"n":15,"t":-0.50}"# + "\n"))
    }

    @Test func withoutSecretsTheOutputIsNoSecret() async throws {
        let result = screen.start(try command("form", "--field", "a=Ä 日本:text", "--field", "b=Quote"))
        await screen.waitUntilIdle()
        term.type("日本 👍\t\"hi\"\n")
        #expect(await result.value == CommandResult(code: 0, output: #"{"a":"日本 👍","b":"\"hi\""}"# + "\n"))
    }

    @Test func smallScreenScrollsToTheFocusedField() async throws {
        term.resize(columns: 30, rows: 10)
        let result = screen.start(try signup())
        await screen.waitUntilIdle()
        term.type("Ada\tada@example.com\t")
        await screen.waitUntilIdle()
        assertSnapshot(term)
        term.send(.escape)
        #expect(await result.value == .cancelled)
    }

    @Test func escapeExitsOneWithoutOutput() async throws {
        let result = screen.start(try signup())
        await screen.waitUntilIdle()
        term.type("Ada\tada@example.com\t\t\t1234")
        term.send(.escape)
        #expect(await result.value == CommandResult(code: 1, output: nil))
    }

    @Test func cancelButtonExitsOneWithoutOutput() async throws {
        let result = screen.start(try command("form", "--field", "a=A"))
        await screen.waitUntilIdle()
        term.type("x")
        term.send(.tab, .tab, .enter)
        #expect(await result.value == CommandResult(code: 1, output: nil))
    }
}
