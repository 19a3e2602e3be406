import FormWizard

/// `formwizard prgbox -- CMD ARGS…`: runs a command and shows its output (stdout and stderr)
/// scrolling in a box, then its exit status and OK, like `dialog --prgbox`.
struct PrgboxCommand: Subcommand {
    static let name = "prgbox"
    static let summary = "run a command, show its output in a box, then its exit status"
    static let help = """
        Usage: formwizard prgbox [OPTIONS] -- COMMAND [ARGUMENTS...]

        Runs COMMAND (looked up on PATH) with its standard output and standard error shown
        scrolling in a box, keeping the last 10000 lines, then its exit status and OK:

          formwizard prgbox --title Tests -- swift test

        Its standard input is /dev/null. Esc stops it: SIGTERM to its process group, then
        SIGKILL if it still runs 2 seconds later.

        Options:
          --title TEXT     the title in the frame (default: the command)
          --message TEXT   the text above the output, with a rule under it
          --lines N        how many of the last lines to keep (default: 10000)
          -h, --help       show this help

        Keys: ↑ ↓ PgUp PgDn Home End scroll; once it has ended Enter, Space or O close;
        Esc stops it.

        Exit status: the command's (128 + the signal if one killed it), 1 cancelled, 2 usage
        error, 127 the command cannot be started. Nothing is printed.

        """

    /// The title given with `--title`; the command's words without one.
    var givenTitle: StyledText?
    var message: StyledText = ""
    var capacity = OutputBox.defaultCapacity
    var command: [String] = []

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        while let option = try arguments.nextOption() {
            switch option {
            case "--title": givenTitle = StyledText(try arguments.value(for: option))
            case "--message": message = StyledText(try arguments.value(for: option))
            case "--lines": capacity = try arguments.integerValue(for: option, in: 1...10_000_000)
            case "--":
                command = arguments.remaining()
            default: throw arguments.unknown(option)
            }
        }
        if command.isEmpty { throw .invalid("no command given: prgbox -- COMMAND [ARGUMENTS...]") }
    }

    func run(on screen: Screen) async -> CommandResult {
        let child: ChildProcess
        do {
            child = try ChildProcess(command)
        } catch {
            return CommandResult(code: 127, errorOutput: error.message + "\n")
        }
        do {
            try await screen.present(box(of: child))
            return CommandResult(code: await child.wait())
        } catch {
            await child.terminate()
            return .cancelled
        }
    }

    /// The title in the frame: the one given, or the command's words.
    var title: StyledText {
        get { givenTitle ?? StyledText(command.joined(separator: " ")) }
        set { givenTitle = newValue }
    }

    /// The box `child`'s output scrolls in, its exit status shown when it ends.
    func box(of child: ChildProcess) -> OutputBox {
        OutputBox(
            title: title, message: message, lines: SourceLines(source: child.output), capacity: capacity
        ) { _ in "exit status \(await child.wait())" }
    }
}
