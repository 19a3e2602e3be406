import FormWizard

/// `formwizard textbox FILE|-` (also `pager`): a file or standard input to scroll and search.
struct TextboxCommand: Subcommand {
    static let name = "textbox"
    static let aliases = ["pager"]
    static let summary = "show a file or stdin to scroll and search"
    static let help = """
        Usage: formwizard textbox [OPTIONS] FILE
               COMMAND | formwizard textbox [OPTIONS] -

        Shows a text file, or standard input (-), to read: scrolled, searched, with long lines
        wrapped or scrolled sideways. 'formwizard pager' is the same command. Lines are shown
        as they are, tabs expanded and control characters as ^X; lines longer than 65536 bytes
        are cut. The text shows at once and grows as it is read (the count of lines has a +
        until the input ends).

        Options:
          --title TEXT      the title in the frame (default: the file's name)
          --no-wrap         start with long lines running off to the right (w toggles)
          --line-numbers    start with line numbers shown (# toggles)
          -h, --help        show this help

        Keys: Up/Down (k/j) a line, PgUp/PgDn (b/Space) a page, Home/End (g/G) the top and
        the end, Left/Right sideways when not wrapping, / then text and Enter searches
        (ASCII letters match either case unless the text has a capital), n/N the next and
        previous match, w wraps or not, # line numbers, q or Enter closes, Esc cancels.

        Exit status: 0 closed with q or Enter, 1 Esc, 2 usage error (no FILE, a file that
        cannot be opened, or - when standard input is a terminal). Nothing is printed.

        """

    /// The longest line kept, in bytes; the rest of a longer line is not shown.
    static let maximumLineLength = 64 * 1024
    /// How much of the input one read takes: a million-line file (69 MB) is read in about 70
    /// rounds instead of 4,200 (16 KiB), 0.4 s to the first frame instead of 1.5 s.
    static let chunkSize = 1024 * 1024

    var title = ""
    var wraps = true
    var showsLineNumbers = false
    /// The file's path, or `-` for standard input.
    var path = "-"
    var input: any LineSource = NoLines()
    /// A regular file named as FILE, shown through an index instead of `input`.
    var indexing: FileIndexing?

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        var title: String?
        var operands: [String] = []
        while let argument = try arguments.nextArgument() {
            switch argument {
            case .operand(let operand): operands.append(operand)
            case .option("--title"): title = try arguments.value(for: "--title")
            case .option("--no-wrap"): wraps = false
            case .option("--line-numbers"): showsLineNumbers = true
            case .option(let option): throw arguments.unknown(option)
            }
        }
        guard let path = operands.first else { throw .invalid("a FILE to show is needed, or - for standard input") }
        guard operands.count == 1 else { throw .invalid("one FILE at a time (got '\(operands[1])' too)") }
        self.path = path
        self.title = title ?? (path == "-" ? "" : path)
    }

    /// Reads the options and opens the file, or takes standard input, which must not be the
    /// terminal.
    static func make(
        parsing arguments: inout ArgumentScanner, standardInput: StandardInput
    ) throws(ArgumentError) -> any Command {
        var command = try Self(parsing: &arguments)
        if command.path != "-",
            let indexing = FileIndexing.opening(path: command.path, maximumLineLength: maximumLineLength)
        {
            command.indexing = indexing
            return command
        }
        command.input = try FileInput(command.path).lines(
            standardInput: standardInput, maximumLineLength: maximumLineLength, chunkSize: chunkSize)
        return command
    }

    init(title: String = "", wraps: Bool = true, showsLineNumbers: Bool = false, input: any LineSource) {
        self.title = title
        self.wraps = wraps
        self.showsLineNumbers = showsLineNumbers
        self.input = input
    }

    /// Shows the pager at once and adds the lines as they are read, until q or Enter (exit 0)
    /// or Esc (exit 1), whichever comes first; the input may end before or after.
    func run(on screen: Screen) async -> CommandResult {
        let closed = await page(pager, at: \.self, endingWith: (), on: screen) != nil
        return closed && !Task.isCancelled ? CommandResult(code: CommandResult.submittedCode) : .cancelled
    }

    /// The pager the command shows, empty until the lines are read.
    var pager: Pager {
        Pager(title: StyledText(title), lines: [], wraps: wraps, showsLineNumbers: showsLineNumbers)
    }

    /// Shows `dialog` at once, the pager at `pager` in it, and adds the input's lines to that
    /// pager as they are read, until the user closes it; the input may end before or after.
    ///
    /// - Parameter ending: the value for the input's end in line mode, where nothing else
    ///   could close the pager.
    /// - Returns: the dialog's value (q or Enter), or `nil` for Esc.
    @MainActor
    func page<D: Dialog>(
        _ dialog: D, at pager: WritableKeyPath<D, Pager> & Sendable, endingWith ending: D.Value, on screen: Screen
    ) async
        -> D.Value?
    {
        // The drop-in's pager is laid out as the program it stands for lays out its text box.
        var dialog = dialog
        dialog[keyPath: pager].look = screen.chrome
        let shown = screen.show(dialog)
        defer { shown.dismiss() }
        shown.update { $0[keyPath: pager].isReading = true }
        let input = self.input
        var indexing = self.indexing
        indexing?.keepsFinalEmptyLine = screen.chrome == .dialog
        return await withTaskGroup(of: Closed<D.Value>?.self) { group in
            if let indexing {
                group.addTask { await Self.index(indexing, into: shown, at: pager) }
            } else {
                group.addTask { await Self.read(input, into: shown, at: pager) }
            }
            group.addTask { await Self.waitForClose(of: shown) }
            while let outcome = await group.next() {
                // The input ended: the pager stays, unless in line mode, where it has written
                // every line and nothing could close it.
                guard let outcome else {
                    guard screen.isLineMode else { continue }
                    group.cancelAll()
                    return ending
                }
                group.cancelAll()
                return outcome.value
            }
            return nil
        }
    }

    /// How a shown pager was closed: its dialog's value, or `nil` for Esc.
    private struct Closed<Value: Sendable>: Sendable {
        var value: Value?
    }

    /// Adds each batch of lines to the pager until the input ends or the pager is closed.
    /// - Returns: `nil`, to say that the input ended.
    @MainActor
    private static func read<D: Dialog>(
        _ input: any LineSource, into shown: DialogHandle<D>, at pager: WritableKeyPath<D, Pager> & Sendable
    ) async -> Closed<D.Value>? {
        while let lines = await input.nextLines() {
            do { try shown.checkedUpdate { $0[keyPath: pager].append(contentsOf: lines) } } catch { return nil }
        }
        shown.update { $0[keyPath: pager].isReading = false }
        return nil
    }

    /// Shows the file's lines as its index grows, until it is whole or the pager is closed.
    /// - Returns: `nil`, to say that the input ended.
    @MainActor
    private static func index<D: Dialog>(
        _ indexing: FileIndexing, into shown: DialogHandle<D>, at pager: WritableKeyPath<D, Pager> & Sendable
    ) async -> Closed<D.Value>? {
        var index = LineIndex(maximumLineLength: indexing.maximumLineLength)
        let cache = Lock(IndexedFile.Cache())
        var more = true
        while more, !Task.isCancelled {
            more = await indexing.scan(into: &index)
            let store = IndexedFile(file: indexing.file, index: index, cache: cache)
            do { try shown.checkedUpdate { $0[keyPath: pager].show(store) } } catch { return nil }
        }
        shown.update { $0[keyPath: pager].isReading = false }
        return nil
    }

    /// Waits until the user closes the pager: the dialog's value, or `nil` for Esc.
    @MainActor
    private static func waitForClose<D: Dialog>(of shown: DialogHandle<D>) async -> Closed<D.Value>? {
        do {
            return Closed(value: try await shown.value)
        } catch {
            return Closed(value: nil)
        }
    }
}
