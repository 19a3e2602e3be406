import FormWizard

/// `formwizard spin -- CMD ARGS…`: a spinner while a command runs, its output shown only if
/// it fails, its exit status passed on, like `gum spin`.
struct SpinCommand: Subcommand {
    static let name = "spin"
    static let summary = "show a spinner while a command runs; its output only if it fails"
    static let help = """
        Usage: formwizard spin [OPTIONS] -- COMMAND [ARGUMENTS...]

        Runs COMMAND (looked up on PATH) with a spinner and a title, like gum spin:

          formwizard spin --title "Installing…" -- npm ci

        Its output is captured. If it fails, its standard output then its standard error are
        printed on stderr once the screen is restored; with --show-output, its standard output
        is printed on stdout when it succeeds. Its standard input is /dev/null. Esc stops it:
        SIGTERM to its process group, then SIGKILL if it still runs 2 seconds later.

        Options:
          --title TEXT     the text beside the spinner (default: the command)
          --show-output    print the command's standard output when it succeeds
          -h, --help       show this help

        Keys: Esc, Enter, Space or C stop the command.

        Exit status: the command's (128 + the signal if one killed it), 1 cancelled, 2 usage
        error, 127 the command cannot be started.

        """

    var title: String?
    var showsOutput = false
    var command: [String] = []

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        while let option = try arguments.nextOption() {
            switch option {
            case "--title": title = try arguments.value(for: option)
            case "--show-output": showsOutput = true
            case "--":
                command = arguments.remaining()
            default: throw arguments.unknown(option)
            }
        }
        if command.isEmpty { throw .invalid("no command given: spin -- COMMAND [ARGUMENTS...]") }
    }

    /// What the command printed, and how it ended.
    private struct Outcome: Sendable {
        var status: Int32
        var output: [String]
        var errors: [String]
    }

    func run(on screen: Screen) async -> CommandResult {
        let child: ChildProcess
        do {
            child = try ChildProcess(command, mergesErrors: false)
        } catch {
            return CommandResult(code: 127, errorOutput: error.message + "\n")
        }
        do {
            let outcome = try await screen.withActivity(title ?? command.joined(separator: " ")) {
                let errorSource: any LineSource = child.errors ?? NoLines()
                async let output = child.output.allLines()
                async let errors = errorSource.allLines()
                let (out, err) = await (output, errors)
                // Cancelled, the reads have stopped: stop the command too before returning.
                let status = Task.isCancelled ? await child.terminate() : await child.wait()
                return Outcome(status: status, output: out, errors: err)
            }
            let text = { (lines: [String]) in lines.map { $0 + "\n" }.joined() }
            if outcome.status == 0 {
                return CommandResult(
                    code: 0, output: showsOutput && !outcome.output.isEmpty ? text(outcome.output) : nil)
            }
            let shown = text(outcome.output) + text(outcome.errors)
            return CommandResult(code: outcome.status, errorOutput: shown.isEmpty ? nil : shown)
        } catch {
            return .cancelled
        }
    }
}
