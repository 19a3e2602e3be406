import FormWizard

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `formwizard tailbox FILE`: a file followed as it grows, like `tail -F` in a box, like
/// `dialog --tailbox`.
struct TailboxCommand: Subcommand {
    static let name = "tailbox"
    static let summary = "follow a growing file in a box, like tail -F"
    static let help = """
        Usage: formwizard tailbox [OPTIONS] FILE

        Shows the end of a file (its last MiB) scrolling in a box, and the lines appended to
        it as they come, checked 20 times a second, keeping the last 10000:

          formwizard tailbox --title 'Server log' /var/log/app.log

        A file truncated is read again from its start; a file rotated (moved away and made
        again under its name) is read to its end, then the new one from its start; while no
        file has the name, the box waits for one.

        Options:
          --title TEXT   the title in the frame (default: the file's name)
          --lines N      how many of the last lines to keep (default: 10000)
          -h, --help     show this help

        Keys: ↑ ↓ PgUp PgDn Home End scroll (scrolling up stops following the end, End
        follows it again); Enter, Space or O close; Esc cancels. In line mode on a terminal
        (--accessible, TERM=dumb): an empty line closes, a line of just Esc or Ctrl-D
        cancels; with the answers from a pipe it follows the file until Ctrl-C.

        Exit status: 0 closed with OK, 1 cancelled, 2 usage error (no FILE, or a file that
        cannot be opened). Nothing is printed.

        """

    var title: String
    var capacity = OutputBox.defaultCapacity
    var path: String

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        var title: String?
        var operands: [String] = []
        while let argument = try arguments.nextArgument() {
            switch argument {
            case .operand(let operand): operands.append(operand)
            case .option("--title"): title = try arguments.value(for: "--title")
            case .option("--lines"): capacity = try arguments.integerValue(for: "--lines", in: 1...10_000_000)
            case .option(let option): throw arguments.unknown(option)
            }
        }
        guard let path = operands.first else { throw .invalid("a FILE to follow is needed") }
        guard operands.count == 1 else { throw .invalid("one FILE at a time (got '\(operands[1])' too)") }
        self.path = path
        self.title = title ?? path
    }

    /// Reads the options and checks that the file can be read, so that a wrong name is a
    /// usage error before any box is shown.
    static func make(
        parsing arguments: inout ArgumentScanner, standardInput: StandardInput
    ) throws(ArgumentError) -> any Command {
        let command = try Self(parsing: &arguments)
        let descriptor = ReadOpening.descriptor(reading: command.path, blockingReads: false)
        guard descriptor >= 0 else {
            throw .invalid("cannot read '\(command.path)': \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            throw .invalid("cannot read '\(command.path)': it is a directory")
        }
        return command
    }

    /// The box following the file on `clock`, closing at any time (the lines never end).
    func box(clock: any Clock<Duration>) -> OutputBox {
        OutputBox(
            title: StyledText(title), lines: FollowedFile(path: path, clock: clock), capacity: capacity,
            closesWhileRunning: true)
    }

    func run(on screen: Screen) async -> CommandResult {
        do {
            try await screen.present(box(clock: screen.clock))
            return CommandResult(code: CommandResult.submittedCode)
        } catch {
            return .cancelled
        }
    }
}
