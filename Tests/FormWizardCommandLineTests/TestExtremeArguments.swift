import FormWizard
import FormWizardTesting
import Foundation
import Testing

@testable import FormWizardCommandLine

/// Numbers from outside on the command line: every numeric option of the native commands and
/// of the dialog/whiptail drop-in, given `Int.min`, -1, 0, 1, `Int.max`, 2^62, a number too
/// large for an `Int`, a word and an exponent. Each ends in a clear error naming the option
/// (and, for a native command, the numbers it takes), or draws a sane screen and answers a
/// key; none traps (a trap would end the test process).
@MainActor
final class TestExtremeArguments {
    /// The numbers given to every numeric option.
    static let values = [
        "-9223372036854775808", "-1", "0", "1", "9223372036854775807", "4611686018427387904",
        "9999999999999999999999", "abc", "1e3",
    ]

    /// How a command line ended: a usage error (its message; the drop-in's ends at once with
    /// status 255 and "Use --help to list options."), or a run (its result).
    enum Outcome: Equatable {
        case usageError(String)
        case ran(CommandResult)
    }

    private let file = NSTemporaryDirectory() + "formwizard-extreme-arguments-\(UUID().uuidString).txt"
    private let table = NSTemporaryDirectory() + "formwizard-extreme-arguments-\(UUID().uuidString).csv"

    init() throws {
        try writeFile(file, (1...40).map { "line \($0)\tof a file" }.joined(separator: "\n") + "\n")
        try writeFile(table, "name,size\nalpha,3\nbeta,12\n")
    }

    deinit {
        for path in [file, table] { try? FileManager.default.removeItem(atPath: path) }
    }

    /// Parses `arguments` and, when they select a command, runs it on an 80x24 virtual terminal
    /// with a test clock, standard input giving `input` (none: a terminal), until it answers
    /// the keys sent (Esc, then Enter) or, when it waits on something else, a shutdown.
    private func outcome(_ arguments: [String], input: [String]? = nil) async -> Outcome {
        let standardInput = input.map { lines in StandardInput(isTerminal: false) { ArrayLines(lines) } } ?? .empty
        switch FormWizardCommand.parse(arguments, standardInput: standardInput, environment: { _ in nil }) {
        case .usageError(let message): return .usageError(message)
        case .finished(let result):
            guard let message = result.errorOutput, message.contains("Use --help") else { return .ran(result) }
            return .usageError(message)
        case .help: return .usageError("help")
        case .run(let command):
            let term = VirtualTerminal(columns: 80, rows: 24)
            let screen = Screen(terminal: term, clock: TestClock())
            let ended = Lock(false)
            let result = Task.immediate { @MainActor in
                let result = await command.run(on: screen)
                ended.withLock { $0 = true }
                return result
            }
            await eventually("\(arguments) shows a box or ends") {
                screen.presentationCount >= 1 || ended.withLock { $0 }
            }
            await screen.waitUntilIdle()
            for key in [Key.escape, .enter] where !ended.withLock({ $0 }) {
                term.send(key)
                await screen.waitUntilIdle()
            }
            if !ended.withLock({ $0 }) { screen.shutdown() }
            return .ran(await result.value)
        }
    }

    /// Runs `template` with each of `values` in place of `"N"`: a value that is no number must
    /// end in a usage error naming `option`; any error must name it; with `takesAnyNumber` (the
    /// drop-in, as dialog), every whole number runs; `check` sees the rest.
    private func each(
        _ template: [String], naming option: String, input: [String]? = nil, takesAnyNumber: Bool = false,
        sourceLocation: SourceLocation = #_sourceLocation, check: (String, Outcome) -> Void = { _, _ in }
    ) async {
        for value in Self.values {
            let arguments = template.map { $0 == "N" ? value : $0 }
            let outcome = await outcome(arguments, input: input)
            let isNumber = value != "abc" && value != "1e3"
            if case .usageError(let message) = outcome {
                #expect(message.contains(option), "\(arguments): \(message)", sourceLocation: sourceLocation)
                #expect(!(takesAnyNumber && isNumber), "\(arguments): \(message)", sourceLocation: sourceLocation)
            } else if !isNumber {
                Issue.record("\(arguments) took '\(value)' as a number: \(outcome)", sourceLocation: sourceLocation)
            }
            check(value, outcome)
        }
    }

    /// A native command takes a number in its range, and names the range for any other.
    private func native(
        _ template: [String], naming option: String, in range: ClosedRange<Int>, input: [String]? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await each(template, naming: option, input: input, sourceLocation: sourceLocation) { value, outcome in
            let inRange = Int(value).map(range.contains) ?? false
            switch outcome {
            case .usageError(let message):
                #expect(!inRange, "\(template) refused \(value): \(message)", sourceLocation: sourceLocation)
                #expect(
                    message.contains("\(range.lowerBound)") && message.contains("\(range.upperBound)"),
                    "\(message) names the numbers \(option) takes", sourceLocation: sourceLocation)
            case .ran:
                #expect(inRange, "\(template) took \(value)", sourceLocation: sourceLocation)
            }
        }
    }

    // MARK: The four crashes of the audit

    /// A text box one column wide (or none) draws its text alone, without the buttons it has
    /// no room for (dialog refuses it: "Can't make sub-window"); Esc answers.
    @Test(arguments: ["--textbox", "--tailbox", "--editbox"]) func aBoxOneColumnWideDraws(_ box: String) async throws {
        for width in ["1", "0", "2", "-1"] {
            let outcome = await outcome(["dialog", box, file, "20", width])
            guard case .ran(let result) = outcome else {
                Issue.record("\(box) 20 \(width): \(outcome)")
                continue
            }
            #expect(result.code == 255 || result.code == 0, "\(box) 20 \(width): \(result)")
        }
        let term = VirtualTerminal(columns: 30, rows: 8)
        let screen = Screen(terminal: term, clock: TestClock())
        let result = screen.start(try command(["dialog", box, file, "6", "1"]))
        await eventually("the box is shown") { screen.presentationCount >= 1 }
        await screen.waitUntilIdle()
        assertSnapshot(term, named: String(box.dropFirst(2)))
        term.send(.escape)
        #expect(await result.value.code == 255)
    }

    /// `input --max-length` takes 1 to `Int32.max` and names that range; dialog's
    /// `--max-input` takes any number as dialog does (2,048 at most, none at 0 or less).
    @Test func maxLengthsOfAnySize() async throws {
        await native(["input", "--max-length", "N"], naming: "--max-length", in: 1...Int(Int32.max))
        await each(
            ["dialog", "--max-input", "N", "--inputbox", "Name", "0", "0", "Ada"], naming: "--max-input",
            takesAnyNumber: true)
        func maxInput(_ value: String) throws -> Int? {
            let parsed = FormWizardCommand.parse(["dialog", "--max-input", value, "--inputbox", "Name", "0", "0"])
            guard case .run(let command) = parsed, let compat = command as? CompatCommand else {
                throw ParseFailure(arguments: [value])
            }
            return compat.widgets.first?.options.maxInput
        }
        #expect(try maxInput("4611686018427387904") == 2_048)
        #expect(try maxInput("9999999999999999999999") == 2_048)
        #expect(try maxInput("5") == 5)
        #expect(try maxInput("0") == nil)
        #expect(try maxInput("-9223372036854775808") == nil)
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term, clock: TestClock())
        let result = screen.start(
            try command(["dialog", "--max-input", "4611686018427387904", "--inputbox", "N", "0", "0"]))
        await eventually("the input box is shown") { screen.presentationCount >= 1 }
        await screen.waitUntilIdle()
        term.type("Ada")
        term.send(.enter)
        #expect(await result.value == CommandResult(code: 0, errorOutput: "Ada"))
    }

    /// A negative status of `--mixedgauge` is its digits and `%`, `Int.min`'s too.
    @Test func mixedgaugeShowsTheSmallestStatus() async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term, clock: TestClock())
        let result = await screen.start(
            try command(["dialog", "--mixedgauge", "T", "15", "50", "40", "one", "-9223372036854775808", "two", "-5"])
        ).value
        #expect(result == CommandResult(code: 0))
        #expect(term.lines.contains { $0.contains("one: 9223372036854775808%") })
        #expect(term.lines.contains { $0.contains("two: 5%") })
        #expect(CompatCommand.mixedGaugeState("-9223372036854775808") == "9223372036854775808%")
    }

    /// A pause of `Int.max` seconds asked as lines on a real clock: 68 years at most, and OK
    /// ends it.
    @Test func aPauseOfIntMaxSecondsAsksAsLines() async throws {
        let lines = VirtualLineTerminal()
        let screen = Screen(lines: lines)
        let result = screen.start(try command(["dialog", "--pause", "x", "0", "0", "9223372036854775807"]))
        await lines.waitUntilReading()
        lines.type("")
        #expect(await result.value.code == 0)
        #expect(lines.transcript.contains("2147483647 seconds left."))
    }

    /// A number typed in line mode is an option's or asked again, `Int.min` too.
    @Test func aNumberTypedInLineModeIsAnOptionOrAskedAgain() async throws {
        let lines = VirtualLineTerminal()
        let screen = Screen(lines: lines)
        let result = screen.start(try command(["dialog", "--menu", "Pick", "0", "0", "0", "a", "Alpha", "b", "Beta"]))
        for typed in ["-9223372036854775808", "9223372036854775807", "0", "2"] {
            await lines.waitUntilReading()
            lines.type(typed)
        }
        #expect(await result.value == CommandResult(code: 0, errorOutput: "b"))
    }

    // MARK: Every numeric option of the native commands

    @Test func nativeCommands() async {
        let items = ["--item", "a", "--item", "b", "--item", "c"]
        await native(["checklist"] + items + ["--min", "N"], naming: "--min", in: 0...Int(Int32.max))
        await native(["checklist"] + items + ["--max", "N"], naming: "--max", in: 1...Int(Int32.max))
        await native(["buildlist"] + items + ["--min", "N"], naming: "--min", in: 0...Int(Int32.max))
        let any = Int(Int32.min)...Int(Int32.max)
        await native(["rangebox", "--min", "N", "--max", "2147483647"], naming: "--min", in: any)
        await native(["rangebox", "--min", "-2147483648", "--max", "N"], naming: "--max", in: any)
        await native(
            ["rangebox", "--min", "0", "--max", "10", "--step", "N"], naming: "--step", in: 1...Int(Int32.max))
        await native(["pause", "--seconds", "N"], naming: "--seconds", in: 1...86_400)
        await native(["gauge", "--percent", "N"], naming: "--percent", in: 0...100, input: ["10", "50"])
        await native(["filter", "--limit", "N"], naming: "--limit", in: 1...1_000_000_000, input: ["a", "b"])
        await native(["tailbox", "--lines", "N", file], naming: "--lines", in: 1...10_000_000)
        await native(["programbox", "--lines", "N"], naming: "--lines", in: 1...10_000_000, input: ["a"])
        await native(["progressbox", "--lines", "N"], naming: "--lines", in: 1...10_000_000, input: ["a"])
        await native(["quiz", "--latency-ms", "N"], naming: "--latency-ms", in: 0...60_000)
        await native(["checkout", "--latency-ms", "N"], naming: "--latency-ms", in: 0...60_000)
        await native(["checkout", "--products", "N"], naming: "--products", in: 1...1_000_000)
    }

    /// `--value` outside the range is refused as such; `--timeout` takes seconds from 0.001 to
    /// a day; a table's column number is one of its columns, or the table says which there are.
    @Test func nativeNumbersNamedOtherwise() async {
        await each(["rangebox", "--min", "0", "--max", "10", "--value", "N"], naming: "--value") { value, outcome in
            #expect((outcome == .ran(.cancelled)) == (value == "0" || value == "1"), "\(value): \(outcome)")
        }
        await each(["alert", "--timeout", "N", "--message", "Hi"], naming: "--timeout") { value, outcome in
            if case .usageError(let message) = outcome { #expect(message.contains("86400"), "\(message)") }
            #expect((outcome == .ran(.cancelled)) == (value == "1"), "\(value): \(outcome)")
        }
        for option in ["--sort", "--columns"] {
            for value in Self.values {
                let outcome = await outcome(["table", "--csv", table, option, value])
                guard case .ran(let result) = outcome else {
                    Issue.record("\(option) \(value): \(outcome)")
                    continue
                }
                if value == "1" {
                    #expect(result == .cancelled, "\(option) \(value): \(result)")
                } else {
                    #expect(
                        result.code == CommandResult.usageCode
                            && result.errorOutput?.contains("no column '\(value)'") == true,
                        "\(option) \(value): \(result)")
                }
            }
        }
    }

    // MARK: Every numeric argument of the dialog and whiptail drop-ins

    @Test(arguments: [CompatProgram.dialog, .whiptail]) func compatSizes(_ program: CompatProgram) async {
        let name = program.rawValue
        await each([name, "--msgbox", "Hi", "N", "40"], naming: "--msgbox", takesAnyNumber: true)
        await each([name, "--msgbox", "Hi", "10", "N"], naming: "--msgbox", takesAnyNumber: true)
        await each([name, "--yesno", "Go?", "N", "N"], naming: "--yesno", takesAnyNumber: true)
        await each([name, "--inputbox", "Name", "N", "N", "Ada"], naming: "--inputbox", takesAnyNumber: true)
        await each(
            [name, "--menu", "Pick", "N", "N", "N", "a", "Alpha", "b", "Beta"], naming: "--menu", takesAnyNumber: true)
        await each(
            [name, "--checklist", "Pick", "N", "N", "N", "a", "Alpha", "on"], naming: "--checklist",
            takesAnyNumber: true)
        await each(
            [name, "--radiolist", "Pick", "10", "40", "N", "a", "Alpha", "on"], naming: "--radiolist",
            takesAnyNumber: true)
        await each([name, "--textbox", file, "N", "N"], naming: "--textbox", takesAnyNumber: true)
        await each(
            [name, "--gauge", "Copy", "N", "N", "N"], naming: "--gauge", input: ["10", "XXX", "60", "hi", "XXX"],
            takesAnyNumber: true)
    }

    @Test func compatBoxNumbers() async {
        await each(["dialog", "--tailbox", file, "N", "N"], naming: "--tailbox", takesAnyNumber: true)
        await each(["dialog", "--editbox", file, "N", "N"], naming: "--editbox", takesAnyNumber: true)
        await each(["dialog", "--programbox", "N", "N"], naming: "--programbox", input: ["a"], takesAnyNumber: true)
        await each(["dialog", "--pause", "Wait", "0", "0", "N"], naming: "--pause", takesAnyNumber: true)
        await each(["dialog", "--pause", "Wait", "N", "N", "5"], naming: "--pause", takesAnyNumber: true)
        await each(
            ["dialog", "--mixedgauge", "T", "N", "N", "N", "one", "N", "two", "-5"], naming: "--mixedgauge",
            takesAnyNumber: true)
        await each(
            ["dialog", "--calendar", "Day", "0", "0", "N", "N", "N"], naming: "--calendar", takesAnyNumber: true)
        await each(
            ["dialog", "--calendar", "Day", "0", "0", "N", "12", "2026"], naming: "--calendar", takesAnyNumber: true)
        await each(["dialog", "--timebox", "Time", "0", "0", "N", "N", "N"], naming: "--timebox", takesAnyNumber: true)
        await each(
            ["dialog", "--timebox", "Time", "0", "0", "12", "N", "0"], naming: "--timebox", takesAnyNumber: true)
        await each(
            ["dialog", "--rangebox", "Level", "0", "0", "N", "10", "5"], naming: "--rangebox", takesAnyNumber: true)
        await each(
            ["dialog", "--rangebox", "Level", "0", "0", "0", "N", "5"], naming: "--rangebox", takesAnyNumber: true)
        await each(
            ["dialog", "--rangebox", "Level", "0", "0", "N", "N", "N"], naming: "--rangebox", takesAnyNumber: true)
        await each(
            ["dialog", "--treeview", "Tree", "0", "0", "N", "a", "A", "on", "N", "b", "B", "off", "N"],
            naming: "--treeview", takesAnyNumber: true)
        await each(
            ["dialog", "--buildlist", "Order", "N", "N", "N", "a", "A", "on", "b", "B", "off"], naming: "--buildlist",
            takesAnyNumber: true)
        await each(
            ["dialog", "--inputmenu", "Rename", "N", "N", "N", "a", "A"], naming: "--inputmenu", takesAnyNumber: true)
        await each(
            ["dialog", "--mixedform", "Form", "N", "N", "N", "Name", "N", "N", "Ada", "N", "N", "N", "N", "N"],
            naming: "--mixedform", takesAnyNumber: true)
        await each(["dialog", "--fselect", "/tmp/", "N", "N"], naming: "--fselect", takesAnyNumber: true)
    }

    /// A form item's lengths and a tree item's depth are read as dialog reads them (C's `atoi`):
    /// any text, a word being 0, and the box runs.
    @Test func compatItemNumbersOfAnyText() async {
        for value in Self.values {
            let form = ["dialog", "--form", "Form", "0", "0", "0", "Name", "1", "1", "Ada", "1", "10", value, value]
            let tree = ["dialog", "--treeview", "Tree", "0", "0", "0", "a", "A", "on", value, "b", "B", "off", value]
            for arguments in [form, tree] {
                let outcome = await outcome(arguments)
                #expect(outcome == .ran(CommandResult(code: 255)), "\(arguments): \(outcome)")
            }
        }
    }

    /// The common options dialog reads a number for take any whole number, as dialog does
    /// (the output descriptor excepted, which names its range), and refuse any other text.
    @Test func compatOptionNumbers() async {
        let box = ["--msgbox", "Hi", "0", "0"]
        await each(["dialog", "--timeout", "N"] + box, naming: "--timeout", takesAnyNumber: true)
        await each(
            ["dialog", "--tab-len", "N", "--tab-correct", "--textbox", file, "0", "0"], naming: "--tab-len",
            takesAnyNumber: true)
        await each(["dialog", "--output-fd", "N"] + box, naming: "--output-fd") { value, outcome in
            if case .usageError(let message) = outcome {
                #expect(message.contains("0 to 2147483647"), "\(message)")
            }
        }
        // `--sleep` follows the box on the real clock: read, not run (a run is checked below).
        for value in Self.values {
            let parsed = FormWizardCommand.parse(["dialog", "--sleep", value] + box)
            switch parsed {
            case .finished(let result):
                #expect(result.errorOutput?.contains("--sleep") == true && Int(value) == nil, "\(result)")
            case .run(let command):
                let sleep = (command as? CompatCommand)?.widgets.first?.options.sleep
                #expect(
                    sleep.map { (0...Int(Int32.max)).contains($0) } ?? false, "\(value): \(String(describing: sleep))")
            default: Issue.record("\(value): \(parsed)")
            }
        }
    }

    /// `--sleep` of `Int.max` seconds after a box sleeps 68 years at most, on the real clock,
    /// until the command is cancelled.
    @Test func aSleepOfIntMaxSecondsStartsAndIsCancelled() async throws {
        let term = VirtualTerminal(columns: 80, rows: 24)
        let screen = Screen(terminal: term, clock: TestClock())
        let result = screen.start(
            try command(["dialog", "--sleep", "9223372036854775807", "--msgbox", "Hi", "0", "0"]))
        await eventually("the box is shown") { screen.presentationCount >= 1 }
        await screen.waitUntilIdle()
        term.send(.enter)
        await eventually("the box is gone") { screen.presentationCount == 0 }
        result.cancel()
        #expect(await result.value.code == 0)
    }
}
