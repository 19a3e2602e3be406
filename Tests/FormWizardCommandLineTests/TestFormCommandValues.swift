import FormWizard
import FormWizardTesting
import Testing

@testable import FormWizardCommandLine

/// `form --value`, `--values`, read-only fields and labels kept as typed.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct TestFormCommandValues {
    private let term = VirtualTerminal(columns: 80, rows: 24)
    private let screen: Screen

    init() {
        screen = Screen(terminal: term)
    }

    /// A profile with a read-only account, prefilled text in CJK and emoji, a signed decimal.
    private func profile(_ extra: String...) throws -> any Command {
        try command(
            [
                "form", "--title", "プロフィール 👤", "--field", "id=Account:readonly", "--field", "name=名前:",
                "--field", "note=Note 📝:", "--field", "t=Change:decimal,signed", "--value", "id=ada-42",
                "--value", "name=山田 花子", "--value", "note=☕ first", "--value", "t=-1.50",
            ] + extra)
    }

    @Test(arguments: [(80, 24), (40, 12), (20, 6)])
    func prefilledWithAReadOnlyFieldAtEverySize(columns: Int, rows: Int) async throws {
        term.resize(columns: columns, rows: rows)
        let result = screen.start(try profile())
        await screen.waitUntilIdle()
        // The read-only account is shown, not an input; focus starts on the first editable field.
        assertSnapshot(term, named: "prefilled.\(term.size)")
        term.send(.escape)
        #expect(await result.value == .cancelled)
    }

    @Test func tabSkipsTheReadOnlyFieldAndItIsPrintedWithTheRest() async throws {
        let result = screen.start(try profile())
        await screen.waitUntilIdle()
        term.type("!\t\t")
        term.send(.ctrl("u"))
        term.type("2.25")
        term.send(.backTab, .backTab)
        await screen.waitUntilIdle()
        assertSnapshot(term, named: "edited")
        term.send(.enter, .enter, .enter)
        #expect(
            await result.value
                == CommandResult(
                    code: 0, output: #"{"id":"ada-42","name":"山田 花子!","note":"☕ first","t":2.25}"# + "\n"))
    }

    @Test func valuesFromJSONOnStandardInputAndValueWinsOverThem() async throws {
        let feed = LineFeed()
        let result = screen.start(
            try command(
                [
                    "form", "--field", "name=Name:", "--field", "age=Age:number", "--field", "p=Price:decimal",
                    "--secret", "pin=PIN:readonly", "--values", "-", "--value", "age=37",
                ],
                input: feed))
        feed.send(#"{"name": "Ada \u00e9 😀","#, #" "age": 36, "p": 12.50, "pin": "1234"}"#)
        feed.end()
        await screen.waitUntilShown("the form")
        assertSnapshot(term, named: "fromJSON")
        term.send(.enter, .enter, .enter)
        let expected = #"{"name":"Ada é 😀","age":37,"p":12.50,"pin":"1234"}"# + "\n"
        #expect(await result.value == CommandResult(code: 0, output: expected, outputIsSecret: true))
    }

    @Test func whatTheFormPrintsReadsBackTheSame() async throws {
        var answers = FormAnswers()
        let fields = [
            FormFieldSpec(name: "a", label: "A"), FormFieldSpec(name: "n", label: "N", kind: .number, isSigned: true),
            FormFieldSpec(name: "d", label: "D", kind: .decimal), FormFieldSpec(name: "e", label: "E", kind: .number),
        ]
        let text = #"{"a":"\"q\"\n\t日本","n":-3,"d":0.10,"e":null}"#
        #expect(FormCommand.apply(json: text, to: &answers, fields: fields) == nil)
        #expect(answers.json(of: fields).text == text)
    }

    @Test func badValuesAreUsageErrors() async throws {
        for (json, problem) in [
            (#"[1]"#, "expected a JSON object of values by field name"),
            (#"{"x":1}"#, "there is no field 'x'"),
            (#"{"n":"many"}"#, "'n': 'many' is not a whole number"),
            (#"{"n":1.5}"#, "'n': 1.5 is not a whole number"),
            (#"{"n":-1}"#, "'n': '-1' is negative; the field takes that with 'signed'"),
            (#"{"a":true}"#, "'a': expects a string or null"),
            (#"{"a":"x""#, "not JSON: expected ',' or '}' at byte 8"),
            (String(repeating: "[", count: 100_000), "not JSON: nested deeper than 256 at byte 256"),
        ] {
            let feed = LineFeed()
            let result = screen.start(
                try command("form", "--field", "a", "--field", "n:number", "--values", "-", input: feed))
            feed.send(json)
            feed.end()
            #expect(
                await result.value
                    == CommandResult(code: 2, errorOutput: "formwizard form: --values: \(problem)\n"), "\(json)")
        }
    }

    @Test func badValueOptionsAreUsageErrors() {
        func error(_ arguments: String...) -> String? {
            guard case .usageError(let text) = FormWizardCommand.parse(["form"] + arguments) else { return nil }
            return String(text.prefix { $0 != "\n" })
        }
        #expect(error("--field", "a", "--value", "b=1") == "formwizard form: --value 'b=1': there is no field 'b'")
        #expect(error("--field", "a", "--value", "a") == "formwizard form: --value 'a': give it as NAME=TEXT")
        #expect(
            error("--field", "n:number", "--value", "n=1.5")
                == "formwizard form: --value 'n=1.5': '1.5' is not a whole number")
        #expect(
            error("--field", "n:decimal", "--value", "n=-1")
                == "formwizard form: --value 'n=-1': '-1' is negative; the field takes that with 'signed'")
        #expect(
            error("--field", "a", "--values", "/nonexistent/values.json")
                == "formwizard form: cannot read --values '/nonexistent/values.json': No such file or directory")
        let terminal = StandardInput(isTerminal: true) { NoLines() }
        guard
            case .usageError(let text) = FormWizardCommand.parse(
                ["form", "--field", "a", "--values", "-"], standardInput: terminal)
        else {
            Issue.record("--values - from a terminal ran")
            return
        }
        #expect(
            text.hasPrefix(
                "formwizard form: --values -: standard input is a terminal; pipe the text in or name a file\n"))
    }
}
