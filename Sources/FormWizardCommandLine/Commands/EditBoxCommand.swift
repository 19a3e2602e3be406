import FormWizard

/// `formwizard editbox`: a text editor over a file or standard input; prints the edited text.
struct EditBoxCommand: Subcommand, Hashable {
    static let name = "editbox"
    static let summary = "edit a text (a file or stdin); print it as saved"
    static let help = """
        Usage: formwizard editbox [OPTIONS] FILE|-

        Shows the text of FILE (or of standard input, for -) in an editor over the whole
        screen, and prints the text as saved on stdout; the file itself is not written:

          formwizard editbox notes.txt >notes.new && mv notes.new notes.txt
          message=$(git log -1 --format=%B | formwizard editbox --title "Commit message" -)

        Options:
          --title TEXT      the title in the frame (default: the file's name)
          --line-numbers    show line numbers
          -h, --help        show this help

        Keys: typing edits as in a text field (arrows, Home/End, Ctrl-A/E, Ctrl-W, Ctrl-U/K),
        Enter a new line, PgUp/PgDn a page, Ctrl-Home/Ctrl-End the start or the end, Ctrl-_
        (Ctrl-/) undo, a word at a time (Ctrl-Z suspends, as in the shell), Ctrl-Y redo,
        Ctrl-S or F2 save, Tab to the Save and Cancel buttons, Esc cancel (with changes, it
        asks first: d discard, Esc or k keep editing).

        The text is read as UTF-8 (an invalid byte becomes U+FFFD), a line break as \\n (a
        \\r before it is dropped); a tab becomes a space and other control characters are
        dropped, as in every field. Lines longer than 16 MiB are cut; a text of more than
        16 MiB is refused. A slow input (a pipe still being written) shows "Reading…", which
        Esc cancels.

        Exit status: 0 saved (the text and a newline after its last line are printed;
        nothing for an empty text), 1 cancelled (nothing is printed), 2 usage error (no FILE,
        a file that cannot be read or is no file, such as a device, a text of more than
        16 MiB, - with standard input a terminal).

        """

    /// The longest line read, in bytes.
    static let maximumLineLength = 16 << 20

    var title: String?
    var showsLineNumbers = false
    var source: FileInput
    /// The text's lines, once `make` opened them.
    var input: InputLines?

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        var source: FileInput?
        while let argument = try arguments.nextArgument() {
            switch argument {
            case .operand(let operand):
                guard source == nil else { throw .invalid("unexpected argument '\(operand)' (one FILE is edited)") }
                source = FileInput(operand)
            case .option("--title"): title = try arguments.value(for: "--title")
            case .option("--line-numbers"): showsLineNumbers = true
            case .option(let option): throw arguments.unknown(option)
            }
        }
        guard let source else { throw .invalid("name the FILE to edit, or - for standard input") }
        self.source = source
    }

    init(title: String? = nil, showsLineNumbers: Bool = false, source: FileInput, input: (any LineSource)? = nil) {
        self.title = title
        self.showsLineNumbers = showsLineNumbers
        self.source = source
        self.input = input.map(InputLines.init)
    }

    /// Reads the arguments and opens the file (or takes standard input, which must not be
    /// the terminal).
    static func make(
        parsing arguments: inout ArgumentScanner, standardInput: StandardInput
    ) throws(ArgumentError) -> any Command {
        var command = try Self(parsing: &arguments)
        let lines = try command.source.lines(
            standardInput: standardInput, maximumLineLength: maximumLineLength)
        command.input = InputLines(source: lines)
        return command
    }

    /// The title shown: `--title`, else the file's name.
    var shownTitle: String {
        if let title { return title }
        switch source {
        case .standardInput: return "Edit"
        case .file: return source.name
        }
    }

    /// The most bytes of text the editor takes: an input larger than this is refused with a
    /// message rather than read on into memory (`editbox /dev/zero`, a runaway pipe).
    static let maximumTextLength = 16 << 20

    /// The text to edit, or how the command ends without it.
    enum ReadText {
        case lines([String])
        case ended(CommandResult)
    }

    /// Reads the text to edit (`LineSource.readAll`: Esc and Ctrl-C stop a slow read), or says
    /// why there is none: the reading was cancelled, or the input is too large (exit 2).
    @MainActor
    func readText(on screen: Screen) async -> ReadText {
        guard let input else { return .lines([]) }
        switch await input.source.readAll(naming: source.name, upTo: Self.maximumTextLength, on: screen) {
        case .lines(let lines): return .lines(lines)
        case .cancelled: return .ended(.cancelled)
        case .tooLarge(let limit):
            let name = source == .standardInput ? "standard input" : "'\(source.name)'"
            return .ended(
                CommandResult(
                    code: CommandResult.usageCode,
                    errorOutput: "\(FormWizardCommand.programName) \(Self.name): \(name) holds more than "
                        + "\(limit >> 20) MiB, the most the editor takes\n"))
        }
    }

    func run(on screen: Screen) async -> CommandResult {
        let text: String
        switch await readText(on: screen) {
        case .lines(let lines): text = lines.joined(separator: "\n")
        case .ended(let result): return result
        }
        do {
            let edited = try await screen.editBox(shownTitle, text: text, showsLineNumbers: showsLineNumbers)
            return edited.isEmpty ? CommandResult(code: CommandResult.submittedCode, output: "") : .submitted(edited)
        } catch {
            return .cancelled
        }
    }
}
