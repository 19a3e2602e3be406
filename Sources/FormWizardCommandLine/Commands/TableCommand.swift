import FormWizard

/// `formwizard table`: rows of a CSV or TSV file in columns; prints the chosen row(s) in the
/// same format.
struct TableCommand: Subcommand {
    static let name = "table"
    static let summary = "choose a row of a CSV or TSV table; print it as read"
    static let help = """
        Usage: formwizard table [OPTIONS] --csv FILE|-
               formwizard table [OPTIONS] --tsv FILE|-

        Shows the records of a CSV (RFC 4180) or TSV file as a table, the first record as the
        headers, and prints the chosen record as it was read, in the same format (CSV fields
        quoted as needed), so that another tool can read it:

          formwizard table --csv hosts.csv --title Hosts | cut -d, -f2

        Options:
          --csv FILE|-         read CSV from FILE, or standard input for -
          --tsv FILE|-         read TSV (tab-separated, no quoting) from FILE or standard input
          --separator C        the CSV field separator (default: ,), e.g. ';'
          --no-header          the first record is a row too; the columns are headed 1, 2, ...
          --columns LIST       the columns to show, in order: headers or numbers from 1,
                               comma-separated (default: all); the whole record is printed
          --sort COLUMN        sort by this column (a header or a number) at first
          --descending         with --sort, from the largest
          --freeze             keep the first column shown in place while scrolling sideways
          --multiple           mark rows with Space and print every marked one, a line each
          --title TEXT         the title in the frame
          -h, --help           show this help

        CSV: fields in double quotes may hold commas, line breaks and doubled quotes (""); a
        CR LF inside quotes is read as LF; blank lines are skipped.

        Keys: Up/Down, PgUp/PgDn, Home/End move; Left/Right scroll the columns; s sorts by
        the next column, S reverses; / filters the rows (fuzzy; Enter or Tab keeps the
        filter, Esc clears it); Space marks a row (--multiple); Enter chooses (with
        --multiple and nothing marked, the row under the cursor); Esc cancels.

        Exit status: 0 a row was chosen (printed, each record followed by a newline), 1 Esc
        (nothing is printed), 2 usage error, a file that cannot be read or is not valid CSV,
        or standard input is a terminal with -.

        """

    /// What the options ask for.
    struct Options: Hashable, Sendable {
        var title = ""
        var format = DelimitedText.csv()
        /// The file, or `-` for standard input.
        var source = "-"
        var hasHeader = true
        /// Headers or numbers from 1; `nil` for every column.
        var columns: [String]?
        var sort: String?
        var descending = false
        var freezesFirstColumn = false
        var multiple = false
    }

    var options: Options
    var input: any LineSource = NoLines()

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        var options = Options()
        var source: (format: DelimitedText.Format, path: String)?
        var separator: Unicode.Scalar?
        while let option = try arguments.nextOption() {
            switch option {
            case "--csv", "--tsv":
                let path = try arguments.nonEmptyValue(for: option, naming: "file")
                guard source == nil else { throw .invalid("give one of --csv and --tsv, once") }
                source = (option == "--csv" ? .csv : .tsv, path)
            case "--separator":
                let value = try arguments.value(for: option)
                guard value.unicodeScalars.count == 1, let scalar = value.unicodeScalars.first, scalar != "\"",
                    scalar != "\n", scalar != "\r"
                else { throw .invalid("--separator '\(value)' is not one character (other than a quote)") }
                separator = scalar
            case "--no-header": options.hasHeader = false
            case "--columns":
                let list = try arguments.nonEmptyValue(for: option, naming: "column list")
                options.columns = list.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
            case "--sort": options.sort = try arguments.nonEmptyValue(for: option, naming: "column")
            case "--descending": options.descending = true
            case "--freeze": options.freezesFirstColumn = true
            case "--multiple": options.multiple = true
            case "--title": options.title = try arguments.value(for: option)
            default: throw arguments.unknown(option)
            }
        }
        guard let source else { throw .invalid("give the table with --csv FILE|- or --tsv FILE|-") }
        if let separator {
            guard source.format == .csv else { throw .invalid("--separator is for --csv; TSV is separated by tabs") }
            options.format = .csv(separator: separator)
        } else {
            options.format = source.format == .csv ? .csv() : .tsv
        }
        if options.descending, options.sort == nil { throw .invalid("--descending needs --sort COLUMN") }
        options.source = source.path
        self.options = options
    }

    /// Reads the options, and opens the file (or takes standard input, which must not be the
    /// terminal).
    static func make(
        parsing arguments: inout ArgumentScanner, standardInput: StandardInput
    ) throws(ArgumentError) -> any Command {
        var command = try Self(parsing: &arguments)
        if command.options.source == "-" {
            command.input = try standardInput.pipedLines(
                orFail: "standard input is a terminal; pipe the table in or give a file: --csv FILE")
        } else {
            command.input = try FileLines.reading(path: command.options.source, maximumLineLength: 1 << 20)
        }
        return command
    }

    init(options: Options, input: any LineSource) {
        self.options = options
        self.input = input
    }

    func run(on screen: Screen) async -> CommandResult {
        guard case .lines(let lines) = await input.readAll(naming: "the table", on: screen) else { return .cancelled }
        let table: TableCommand.Input
        do throws(TableCommand.InputError) {
            table = try TableCommand.Input(text: lines.joined(separator: "\n"), options: options)
        } catch {
            let command = "\(FormWizardCommand.programName) \(Self.name)"
            return CommandResult(code: CommandResult.usageCode, errorOutput: "\(command): \(error.message)\n")
        }
        do {
            let chosen = try await screen.present(
                Table(
                    title: options.title, rows: table.records, columns: table.columns,
                    selection: options.multiple ? .multiple : .single, sort: table.sort,
                    freezesFirstColumn: options.freezesFirstColumn))
            return .submitted(chosen.map(options.format.line).joined(separator: "\n"))
        } catch {
            return .cancelled
        }
    }
}
