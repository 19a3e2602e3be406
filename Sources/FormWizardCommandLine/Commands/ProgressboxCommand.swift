import FormWizard

/// `formwizard progressbox`: `programbox` closing by itself when the input ends, like
/// `dialog --progressbox`.
struct ProgressboxCommand: Subcommand {
    static let name = "progressbox"
    static let summary = "show stdin's lines scrolling in a box until it ends"
    static let help = """
        Usage: COMMAND | formwizard progressbox [OPTIONS]

        Shows standard input's lines scrolling in a box as they arrive, keeping the last
        10000, and closes when the input ends:

          ./deploy.sh 2>&1 | formwizard progressbox --title Deploying

        Options:
          --title TEXT     the title in the frame
          --message TEXT   the text above the output, with a rule under it
          --lines N        how many of the last lines to keep (default: 10000)
          -h, --help       show this help

        Keys: ↑ ↓ PgUp PgDn Home End scroll; Esc cancels.

        Exit status: 0 the input ended, 1 cancelled, 2 usage error or standard input is a
        terminal. Nothing is printed.

        """

    var box: ProgramboxCommand

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        box = try ProgramboxCommand(parsing: &arguments)
        box.closesAtEnd = true
    }

    /// Reads the options, and takes standard input, which must not be the terminal.
    static func make(
        parsing arguments: inout ArgumentScanner, standardInput: StandardInput
    ) throws(ArgumentError) -> any Command {
        var command = try Self(parsing: &arguments)
        command.box = try ProgramboxCommand.reading(standardInput, into: command.box, as: name)
        return command
    }

    /// The title in the frame.
    var title: StyledText {
        get { box.title }
        set { box.title = newValue }
    }

    /// The text above the output.
    var message: StyledText {
        get { box.message }
        set { box.message = newValue }
    }

    func run(on screen: Screen) async -> CommandResult {
        await box.run(on: screen)
    }
}
