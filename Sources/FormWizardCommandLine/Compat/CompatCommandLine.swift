#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a dialog or whiptail command line into a run of its boxes (`CompatCommand`).
enum CompatCommandLine {
    /// The invocation `arguments` (after the program's name) ask for.
    ///
    /// - Parameters:
    ///   - program: dialog or whiptail.
    ///   - standardInput: what `--gauge`, `--programbox` and `--progressbox` read.
    ///   - environment: the `DIALOG_…` exit status overrides and `DIALOGOPTS` (dialog only).
    static func parse(
        _ program: CompatProgram, _ arguments: [String], standardInput: StandardInput,
        environment: (String) -> String?
    ) -> Invocation {
        let codes = program == .dialog ? CompatExitCodes(environment: environment) : CompatExitCodes()
        var scanner = CompatArguments(arguments)
        var options = CompatOptions()
        if program == .whiptail {
            // whiptail never collapses blanks and keeps real line breaks: tabs go to the
            // same stops as dialog's with `--no-collapse`.
            options.text.collapses = false
            options.text.keepsLineBreaks = true
        }
        if program == .whiptail {
            return WhiptailCommandLine.parse(
                arguments, options: options, codes: codes, standardInput: standardInput)
        }
        // dialog's common options from the environment, read before each box.
        let environmentWords = DialogWords.split(environment("DIALOGOPTS") ?? "")
        options.read(words: environmentWords)
        var widgets: [CompatWidget] = []
        /// Whether a box was read since the last `--and-widget`.
        var afterBox = false
        /// Where the options after the last box start: at the end they are that box's too.
        var afterLastBox: CompatArguments?
        do throws(ArgumentError) {
            scanner = CompatArguments(try expandingFiles(arguments))
            while let argument = scanner.next() {
                switch argument {
                case "--help": return .help(help(program))
                case "--version", "--print-version": return .help(program.versionText)
                case "--and-widget":
                    guard afterBox else { throw .invalid("--and-widget needs a box before it") }
                    afterBox = false
                    afterLastBox = nil
                    continue
                default: break
                }
                if let widget = try CompatBox.parse(argument, from: &scanner, options: options) {
                    // A box right after a box chains as with --and-widget, as in dialog.
                    widgets.append(widget)
                    afterBox = true
                    afterLastBox = scanner
                    options = options.forNextBox
                    options.read(words: environmentWords)
                } else if try !options.read(argument, from: &scanner) {
                    throw .invalid("unknown option '\(argument)'")
                }
            }
            if var trailing = afterLastBox, let last = widgets.indices.last {
                while let argument = trailing.next() { _ = try widgets[last].options.read(argument, from: &trailing) }
            }
            if options.printsMaxSize && widgets.isEmpty { return .finished(maxSize(options, codes: codes)) }
            guard !widgets.isEmpty else { throw .invalid("expected a box option (--msgbox, --menu, …)") }
        } catch {
            let message =
                switch error {
                case .helpRequested: help(program)
                case .invalid(let message): "\(program.rawValue): \(message)\nUse --help to list options.\n"
                }
            return .finished(CommandResult(code: codes[.error], errorOutput: message))
        }
        return .run(CompatCommand(program: program, widgets: widgets, codes: codes, standardInput: standardInput))
    }

    /// `--print-maxsize` alone: the terminal's size, as dialog writes it (`MaxSize: 24, 80`).
    private static func maxSize(_ options: CompatOptions, codes: CompatExitCodes) -> CommandResult {
        var size = winsize()
        let terminal = open("/dev/tty", O_RDONLY | O_NOCTTY)
        defer { if terminal >= 0 { close(terminal) } }
        guard terminal >= 0, ioctl(terminal, UInt(TIOCGWINSZ), &size) == 0 else {
            return CommandResult(code: codes[.error], errorOutput: "dialog: no terminal to measure\n")
        }
        let text = "MaxSize: \(size.ws_row), \(size.ws_col)\n"
        if options.destination == .standardOutput { return CommandResult(code: codes[.ok], output: text) }
        return CommandResult(code: codes[.ok], errorOutput: text)
    }
}
