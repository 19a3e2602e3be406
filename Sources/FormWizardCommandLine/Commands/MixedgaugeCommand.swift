import FormWizard

/// `formwizard mixedgauge`: a row per task and an overall gauge, driven by lines on standard
/// input, like `dialog --mixedgauge`.
struct MixedgaugeCommand: Subcommand {
    static let name = "mixedgauge"
    static let summary = "show several tasks' progress read from stdin until it ends"
    static let help = """
        Usage: COMMAND | formwizard mixedgauge [OPTIONS]

        Shows a row per task under an overall gauge, driven by standard input, and closes
        when the input ends:

          { echo "api 50"; sleep 1; echo "api done"; echo "db failed"; } | formwizard mixedgauge

        Input, one line per change: a task's name, a space, and its state:
          NAME 40          a whole number from 0 to 100 (or 40%): running, 40% done
          NAME running     running, with a spinner
          NAME done        finished (also: ok, succeeded)
          NAME failed      failed (also: error); "NAME failed: REASON" shows the reason
          NAME cancelled   stopped before it finished (also: skipped)
          NAME waiting     not started (also: pending)
        A task gets its row, in order, the first time it is named (or with --task). Other
        lines are ignored. Standard input must be a pipe or a file.

        Options:
          --title TEXT     the title in the frame
          --message TEXT   the text above the rows
          --task NAME      a task's row from the start, waiting (repeat for more)
          --cancel         add a Cancel button; it and Esc stop with exit status 1
          -h, --help       show this help

        Keys: none, or with --cancel: Enter, Space, C or Esc cancel. In line mode on a
        terminal (--accessible, TERM=dumb), with --cancel: a line of just Esc, or Ctrl-D,
        cancels.

        Exit status: 0 the input ended, 1 cancelled, 2 usage error or standard input is a
        terminal. Nothing is printed.

        """

    var title = ""
    var message = ""
    var tasks: [String] = []
    var cancellable = false
    var input: any LineSource = NoLines()

    init(parsing arguments: inout ArgumentScanner) throws(ArgumentError) {
        while let option = try arguments.nextOption() {
            switch option {
            case "--title": title = try arguments.value(for: option)
            case "--message": message = try arguments.value(for: option)
            case "--task": tasks.append(try arguments.nonEmptyValue(for: option, naming: "task"))
            case "--cancel": cancellable = true
            default: throw arguments.unknown(option)
            }
        }
    }

    static func make(
        parsing arguments: inout ArgumentScanner, standardInput: StandardInput
    ) throws(ArgumentError) -> any Command {
        var command = try Self(parsing: &arguments)
        command.input = try standardInput.pipedLines(
            orFail:
                "standard input is a terminal; pipe the tasks' states in: COMMAND | \(FormWizardCommand.programName) \(name)"
        )
        return command
    }

    /// Reads one line: the task's name and its new state, or `nil` for a line that is not one.
    static func read(_ line: String) -> (name: String, state: TaskRow.State)? {
        let trimmed = line.trimmingWhitespace()
        // "NAME failed: REASON": the reason may have spaces of its own.
        let words = trimmed.split(separator: " ", omittingEmptySubsequences: true)
        if let failed = words.firstIndex(where: { $0.lowercased() == "failed:" }), failed > 0 {
            let name = words[..<failed].joined(separator: " ")
            let reason = words[(failed + 1)...].joined(separator: " ")
            return (name, .failed(reason.isEmpty ? "failed" : reason))
        }
        guard let space = trimmed.lastIndex(of: " ") else { return nil }
        let name = String(trimmed[..<space].trimmingWhitespace())
        let word = trimmed[trimmed.index(after: space)...].lowercased()
        guard !name.isEmpty else { return nil }
        let digits = word.hasSuffix("%") ? String(word.dropLast()) : word
        if !digits.isEmpty, digits.allSatisfy({ ("0"..."9").contains($0) }), digits.count <= 3,
            let percent = Int(digits)
        {
            return (name, .running(fraction: Double(min(percent, 100)) / 100, status: nil))
        }
        switch word {
        case "running", "started": return (name, .running(fraction: nil, status: nil))
        case "done", "ok", "succeeded", "success": return (name, .done(nil))
        case "failed", "error": return (name, .failed("failed"))
        case "cancelled", "canceled", "skipped": return (name, .cancelled)
        case "waiting", "pending": return (name, .waiting)
        default: return nil
        }
    }

    func run(on screen: Screen) async -> CommandResult {
        let progress = TaskProgress(
            title: title, message: message, rows: tasks.map { TaskRow($0) }, cancellable: cancellable)
        let ended = await DialogFeed.run(progress, on: screen, input: input, state: 0) { _, lines in
            let changes = lines.compactMap(Self.read)
            guard !changes.isEmpty else { return nil }
            return { progress in
                for (name, state) in changes {
                    if let index = progress.rows.firstIndex(where: { $0.name == name }) {
                        progress.rows[index].state = state
                    } else {
                        progress.rows.append(TaskRow(name, state: state))
                    }
                }
            }
        }
        return ended ? CommandResult(code: CommandResult.submittedCode) : .cancelled
    }
}
