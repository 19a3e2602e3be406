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
    ///   - environment: the `DIALOG_…` exit status overrides (dialog only).
    static func parse(
        _ program: CompatProgram, _ arguments: [String], standardInput: StandardInput,
        environment: (String) -> String?
    ) -> Invocation {
        let codes = program == .dialog ? CompatExitCodes(environment: environment) : CompatExitCodes()
        var scanner = CompatArguments(arguments)
        var options = CompatOptions()
        var widgets: [CompatWidget] = []
        /// Whether the last box is still taking options (no `--and-widget` since).
        var afterBox = false
        do throws(ArgumentError) {
            while let argument = scanner.next() {
                switch argument {
                case "--help": return .help(help(program))
                case "--version", "--print-version": return .help(program.versionText)
                case "--and-widget":
                    guard afterBox else { throw .invalid("--and-widget needs a box before it") }
                    afterBox = false
                    continue
                default: break
                }
                if let box = try CompatBox.parse(argument, from: &scanner, options: options) {
                    if afterBox { throw .invalid("expected --and-widget before \(argument)") }
                    widgets.append(CompatWidget(options: options, box: box))
                    afterBox = true
                    continue
                }
                // An option after a box (before --and-widget) is that box's too.
                var again = scanner
                if try options.read(argument, from: &scanner) {
                    if afterBox, let last = widgets.indices.last {
                        _ = try widgets[last].options.read(argument, from: &again)
                    }
                } else {
                    throw .invalid("unknown option '\(argument)'")
                }
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
