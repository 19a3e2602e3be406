import FormWizard

/// The `formwizard` command line: which subcommand, with which options.
package enum FormWizardCommand {
    /// The program's name in messages.
    package static let programName = "formwizard"

    /// The subcommands, in the order `--help` lists them.
    static let subcommands: [any Subcommand.Type] = [
        AlertCommand.self,
        ConfirmCommand.self,
        InputCommand.self,
        PasswordCommand.self,
        MenuCommand.self,
        TableCommand.self,
        TreeCommand.self,
        FilterCommand.self,
        BuildListCommand.self,
        InputMenuCommand.self,
        ChecklistCommand.self,
        RadioListCommand.self,
        GaugeCommand.self,
        MixedgaugeCommand.self,
        CalendarCommand.self,
        TimeboxCommand.self,
        RangeboxCommand.self,
        PauseCommand.self,
        TextboxCommand.self,
        ProgramboxCommand.self,
        ProgressboxCommand.self,
        PrgboxCommand.self,
        SpinCommand.self,
        FselectCommand.self,
        DselectCommand.self,
        FormCommand.self,
        EditBoxCommand.self,
        LoginCommand.self,
        AddressCommand.self,
        PaymentCommand.self,
        CheckoutCommand.self,
        QuizCommand.self,
        GalleryCommand.self,
        ThemesCommand.self,
        TailboxCommand.self,
        InfoboxCommand.self,
    ]

    /// The environment variable that turns the mouse off for every command, as `--no-mouse` does.
    package static let noMouseVariable = "FORMWIZARD_NO_MOUSE"

    /// Whether `environment` turns the mouse off: `FORMWIZARD_NO_MOUSE` set, and not empty or `0`.
    package static func mouseIsOff(_ environment: (String) -> String?) -> Bool {
        environment(noMouseVariable).map { !$0.isEmpty && $0 != "0" } ?? false
    }

    /// The environment variable that asks every command as plain lines, as `--accessible` does.
    package static let accessibleVariable = "FORMWIZARD_ACCESSIBLE"

    /// Whether `environment` asks for line mode: `FORMWIZARD_ACCESSIBLE` set, and not empty or `0`.
    package static func linesAreAsked(_ environment: (String) -> String?) -> Bool {
        environment(accessibleVariable).map { !$0.isEmpty && $0 != "0" } ?? false
    }

    /// Reads the arguments after the program's name.
    ///
    /// - Parameters:
    ///   - arguments: the arguments after the program's name.
    ///   - standardInput: what a command that reads standard input (`gauge`) gets; when it is
    ///     a terminal, such a command is a usage error.
    ///   - environment: the environment's variables (`FORMWIZARD_THEME`, the theme when `--theme`
    ///     is not given; `FORMWIZARD_NO_MOUSE`; `FORMWIZARD_ACCESSIBLE`; `DIALOG_OK`… for
    ///     `formwizard dialog`).
    package static func parse(
        _ arguments: [String], standardInput: StandardInput = .empty, environment: (String) -> String? = { _ in nil }
    ) -> Invocation {
        guard let first = arguments.first else { return .help(help) }
        if let program = CompatProgram(rawValue: first) {
            let invocation = CompatCommandLine.parse(
                program, Array(arguments.dropFirst()), standardInput: standardInput, environment: environment)
            if case .run(let command) = invocation, mouseIsOff(environment) || linesAreAsked(environment) {
                var options = CommandOptions(command)
                options.mouse = !mouseIsOff(environment)
                options.accessible = linesAreAsked(environment)
                return .run(options.applied)
            }
            return invocation
        }
        if first == "--help" || first == "-h" { return .help(help) }
        if let invocation = programOption(arguments) { return invocation }
        if first == "help" {
            guard arguments.count > 1 else { return .help(help) }
            if let program = CompatProgram(rawValue: arguments[1]) { return .help(CompatCommandLine.help(program)) }
            guard let subcommand = subcommand(named: arguments[1]) else {
                return usageError("unknown command '\(arguments[1])'", hint: programName)
            }
            return .help(subcommand.help)
        }
        if first.hasPrefix("-") { return usageError("unknown option '\(first)'", hint: programName) }
        guard let subcommand = subcommand(named: first) else {
            return usageError("unknown command '\(first)'", hint: programName)
        }
        var scanner = ArgumentScanner(Array(arguments.dropFirst()))
        do throws(ArgumentError) {
            var options = CommandOptions(try subcommand.make(parsing: &scanner, standardInput: standardInput))
            options.mouse = !(scanner.noMouse || mouseIsOff(environment))
            options.accessible = scanner.accessible || linesAreAsked(environment)
            options.timeout = scanner.timeout
            if let name = scanner.theme ?? environment("FORMWIZARD_THEME").flatMap({ $0.isEmpty ? nil : $0 }) {
                let source = scanner.theme == nil ? "FORMWIZARD_THEME" : "--theme"
                options.chosenTheme = try ThemeChoice.theme(named: name, from: source)
            }
            return .run(options.applied)
        } catch {
            switch error {
            case .helpRequested: return .help(subcommand.help)
            case .invalid(let message): return usageError(message, hint: "\(programName) \(subcommand.name)")
            }
        }
    }

    private static func subcommand(named name: String) -> (any Subcommand.Type)? {
        subcommands.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// A usage error: `message` quotes the arguments, which may hold control sequences, so it
    /// goes through the filter of everything written to the terminal (`TerminalText`).
    static func usageError(_ message: String, hint command: String) -> Invocation {
        .usageError(TerminalText.safe("\(command): \(message)\nTry '\(command) --help' for more information.\n"))
    }

    /// A command's line in `--help`: its name, padded to `width`, and its summary.
    private static func helpLine(_ name: String, _ summary: String, width: Int) -> String {
        "  " + name + String(repeating: " ", count: width - name.count + 3) + summary
    }

    /// What `formwizard --help` prints.
    static var help: String {
        let names: [String] = subcommands.map { $0.name } + CompatProgram.allCases.map { $0.rawValue }
        let width = names.map { $0.count }.max() ?? 0
        var lines: [String] = []
        for type in subcommands {
            let aliases = type.aliases.isEmpty ? "" : " (also: \(type.aliases.joined(separator: ", ")))"
            lines.append(helpLine(type.name, type.summary + aliases, width: width))
        }
        for program in CompatProgram.allCases {
            lines.append(helpLine(program.rawValue, program.summary, width: width))
        }
        let list = lines
        return """
            Usage: \(programName) COMMAND [OPTIONS]

            Full-screen dialogs for shell scripts. Dialogs are drawn on the terminal (/dev/tty) and
            the answer is printed on stdout, so answer=$(\(programName) ...) captures only the answer.

            Commands:
            \(list.joined(separator: "\n"))

            Exit status: 0 chosen, 1 cancelled (Esc or a cancel button), 2 usage or terminal error, or
            the answer could not be written; 124 timed out (--timeout); 128+N ended by signal N: 130
            interrupted (Ctrl-C), 131 quit (Ctrl-\\), 143 terminated, 129 hung up.

            The mouse clicks buttons, rows, checkboxes and fields, and its wheel scrolls.

            \(CommandOptions.helpHeading)
            \(CommandOptions.helpLines)

            Options:
              -h, --help           show this help
              --version            print the version
              --man-page           print the manual page (roff), made from these help texts
              --completion SHELL   print the completion script for bash, zsh or fish

            Run '\(programName) COMMAND --help' for a command's options.

            """
    }
}
