import FormWizard

/// `formwizard programbox`: standard input's lines scrolling in a box until it ends, then OK,
/// like `dialog --programbox`; `progressbox` is the same box closing by itself at the end.
struct ProgramboxCommand: Subcommand {
    static let name = "programbox"
    static let summary = "show stdin's lines scrolling in a box, then OK"
    static let help = """
        Usage: COMMAND | formwizard programbox [OPTIONS]

        Shows standard input's lines scrolling in a box as they arrive, keeping the last
        10000, then "done" and an OK button when the input ends:

          make 2>&1 | formwizard programbox --title Building

        Options:
          --title TEXT     the title in the frame
          --message TEXT   the text above the output, with a rule under it
          --lines N        how many of the last lines to keep (default: 10000)
          -h, --help       show this help

        Keys: ↑ ↓ PgUp PgDn Home End scroll (scrolling up stops following the end, End
        follows it again); once the input has ended Enter, Space or O close; Esc cancels.

        Exit status: 0 closed with OK, 1 cancelled, 2 usage error or standard input is a
        terminal. Nothing is printed.

        """

    var title: StyledText = ""
    var message: StyledText = ""
    var capacity = OutputBox.defaultCapacity
    var closesAtEnd = false
    var input: any LineSource = NoLines()

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        while let option = try arguments.nextOption() {
            switch option {
            case "--title": title = StyledText(try arguments.value(for: option))
            case "--message": message = StyledText(try arguments.value(for: option))
            case "--lines": capacity = try arguments.integerValue(for: option, in: 1...10_000_000)
            default: throw arguments.unknown(option)
            }
        }
    }

    /// Reads the options, and takes standard input, which must not be the terminal.
    static func make(
        parsing arguments: inout ArgumentScanner, standardInput: StandardInput
    ) throws(ArgumentError) -> any Command {
        try reading(standardInput, into: try Self(parsing: &arguments), as: name)
    }

    /// `command` reading `standardInput`, refused when it is the terminal.
    static func reading(
        _ standardInput: StandardInput, into command: Self, as name: String
    ) throws(ArgumentError) -> Self {
        if standardInput.isTerminal {
            let usage = "COMMAND | \(FormWizardCommand.programName) \(name)"
            throw .invalid("standard input is a terminal; pipe the lines in: \(usage)")
        }
        var command = command
        command.input = standardInput.lines()
        return command
    }

    /// The box the lines scroll in.
    var box: OutputBox {
        OutputBox(
            title: title, message: message, lines: SourceLines(source: input), capacity: capacity,
            closesAtEnd: closesAtEnd)
    }

    func run(on screen: Screen) async -> CommandResult {
        do {
            try await screen.present(box)
            return CommandResult(code: CommandResult.submittedCode)
        } catch {
            return .cancelled
        }
    }
}
