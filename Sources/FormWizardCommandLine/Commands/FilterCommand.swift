import FormWizard

/// `formwizard filter`: lines from standard input (or `--item`s) narrowed by typing, like
/// gum's `filter`; prints the chosen line, or the marked lines.
struct FilterCommand: Subcommand {
    static let name = "filter"
    static let summary = "narrow lines from stdin by fuzzy typing; print the chosen one(s)"
    static let help = """
        Usage: COMMAND | formwizard filter [OPTIONS]
               formwizard filter [OPTIONS] --item TEXT [--item TEXT ...]

        Lists the lines of standard input (or the --item texts), narrows them as you type:
        a line matches when it holds the typed characters in order, not necessarily
        together ("dpl" matches "deploy"), ignoring case, accents and spaces. The best
        matches come first and their matched characters are highlighted. Prints the line
        chosen, exactly as it was read:

          branch=$(git branch --format='%(refname:short)' | formwizard filter)

        Options:
          --title TEXT        the title in the frame
          --placeholder TEXT  shown in the empty query (default: Filter…)
          --item TEXT         a line to choose from (repeat for more); standard input is
                              then not read
          --limit N           let up to N lines be marked and print them, one a line
          --no-limit          let any number of lines be marked
          -h, --help          show this help

        Keys: typing edits the query (Left/Right, Backspace, Ctrl-U, Ctrl-W), Up/Down or
        Ctrl-P/Ctrl-N move, PgUp/PgDn move a page, Home/End go to the first and last line,
        Enter chooses, Esc cancels. With --limit or --no-limit: Tab marks or unmarks the
        line and moves down, Shift-Tab moves up, Ctrl-A marks every match (again: none), and
        Enter prints the marked lines in their order, or the line under the cursor when
        none is marked. Space types a space (spaces in the query are ignored).

        Exit status: 0 a line was chosen (it and a newline are printed; marked lines one a
        line), 1 Esc or no lines to choose from, 2 usage error or no --item and standard
        input is a terminal.

        """

    var title = ""
    var placeholder = "Filter…"
    /// The `--item`s; when there are none, the lines of `input`.
    var items: [String] = []
    /// How many lines may be chosen; `nil` for any number.
    var limit: Int? = 1
    var input: any LineSource = NoLines()

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        while let option = try arguments.nextOption() {
            switch option {
            case "--title": title = try arguments.value(for: option)
            case "--placeholder": placeholder = try arguments.value(for: option)
            case "--item": items.append(try arguments.value(for: option))
            case "--limit": limit = try arguments.integerValue(for: option, in: 1...1_000_000_000)
            case "--no-limit": limit = nil
            default: throw arguments.unknown(option)
            }
        }
    }

    /// Reads the options, and takes standard input when no `--item` is given; it must not be
    /// the terminal then.
    static func make(
        parsing arguments: inout ArgumentScanner, standardInput: StandardInput
    ) throws(ArgumentError) -> any Command {
        var command = try Self(parsing: &arguments)
        guard command.items.isEmpty else { return command }
        command.input = try standardInput.pipedLines(
            orFail:
                "no --item and standard input is a terminal; pipe the lines in: COMMAND | \(FormWizardCommand.programName) \(name)"
        )
        return command
    }

    init(title: String = "", placeholder: String = "Filter…", items: [String], limit: Int? = 1) {
        self.title = title
        self.placeholder = placeholder
        self.items = items
        self.limit = limit
    }

    /// Reads every line, then shows the filter.
    func run(on screen: Screen) async -> CommandResult {
        var lines = items
        if lines.isEmpty {
            guard case .lines(let read) = await input.readAll(naming: "the lines", on: screen) else {
                return .cancelled
            }
            lines = read
        }
        guard !lines.isEmpty else {
            return .cancelled(saying: "\(FormWizardCommand.programName) filter: no lines to choose from")
        }
        do {
            let chosen = try await screen.present(
                Filter(lines, title: title, placeholder: placeholder, limit: limit))
            return .submitted(chosen.joined(separator: "\n"))
        } catch {
            return .cancelled
        }
    }
}
