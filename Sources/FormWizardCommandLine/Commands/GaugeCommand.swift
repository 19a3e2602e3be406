import FormWizard

/// `formwizard gauge`: a progress bar driven by lines on standard input, like
/// `dialog --gauge`.
struct GaugeCommand: Subcommand {
    static let name = "gauge"
    static let summary = "show progress read from stdin until it ends"
    static let help = """
        Usage: COMMAND | formwizard gauge [OPTIONS]

        Shows a progress bar driven by standard input, like dialog --gauge, and closes it
        when the input ends:

          for i in 20 40 60 80 100; do sleep 1; echo "$i"; done | formwizard gauge --message Working

        Input, one instruction per line:
          50            a whole number from 0 to 100 sets the percentage ("50 files" too;
                        above 100 counts as 100)
          XXX           a block sets the percentage and the message at once: a line XXX,
          80            the percentage (it may be left out), the lines of the new message,
          Almost done   and XXX again
          XXX
        Other lines are ignored. Standard input must be a pipe or a file: the dialog takes
        its keys from the terminal.

        Options:
          --title TEXT     the title in the frame
          --message TEXT   the message above the bar, until a block replaces it
          --percent N      the percentage at first (default: 0)
          --cancel         add a Cancel button; it and Esc stop with exit status 1 (the
                           command feeding the gauge gets SIGPIPE when it writes again)
          -h, --help       show this help

        Keys: none, or with --cancel: Enter, Space, C or Esc cancel.

        Exit status: 0 the input ended, 1 cancelled, 2 usage error or standard input is a
        terminal. Nothing is printed.

        """

    /// What the options ask for.
    struct Options: Hashable, Sendable {
        var title: StyledText = ""
        var message: StyledText = ""
        var percent = 0
        var cancellable = false
    }

    var options: Options
    var input: any LineSource = NoLines()
    /// dialog's rules for the messages of `XXX` blocks (`dialog --gauge`, `--colors`); `nil`
    /// shows them as read, a line per line.
    var blockText: CompatText?

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        var options = Options()
        while let option = try arguments.nextOption() {
            switch option {
            case "--title": options.title = StyledText(try arguments.value(for: option))
            case "--message": options.message = StyledText(try arguments.value(for: option))
            case "--percent": options.percent = try arguments.integerValue(for: option, in: 0...100)
            case "--cancel": options.cancellable = true
            default: throw arguments.unknown(option)
            }
        }
        self.options = options
    }

    /// Reads the options, and takes standard input, which must not be the terminal.
    static func make(
        parsing arguments: inout ArgumentScanner, standardInput: StandardInput
    ) throws(ArgumentError) -> any Command {
        var command = try Self(parsing: &arguments)
        command.input = try standardInput.pipedLines(
            orFail:
                "standard input is a terminal; pipe the percentages in: COMMAND | \(FormWizardCommand.programName) \(name)"
        )
        return command
    }

    init(options: Options, input: any LineSource) {
        self.options = options
        self.input = input
    }

    /// Shows the gauge and applies the input to it until the input ends (exit 0) or the user
    /// cancels (exit 1), whichever comes first.
    func run(on screen: Screen) async -> CommandResult {
        let gauge = Gauge(
            title: options.title, message: options.message, fraction: Double(options.percent) / 100,
            cancellable: options.cancellable)
        let ended = await DialogFeed.run(gauge, on: screen, input: input, state: GaugeFeed()) { feed, lines in
            var percent: Int?
            var message: String?
            for line in lines {
                guard let change = feed.read(line) else { continue }
                percent = change.percent ?? percent
                message = change.message ?? message
            }
            guard percent != nil || message != nil else { return nil }
            return { gauge in
                if let percent { gauge.fraction = Double(percent) / 100 }
                if let message { gauge.message = blockText?.styled(message) ?? StyledText(message) }
            }
        }
        return ended ? CommandResult(code: CommandResult.submittedCode) : .cancelled
    }
}
