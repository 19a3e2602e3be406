/// The shells `formwizard --completion SHELL` writes a completion script for, made from the
/// help texts: the commands with their summaries, and each command's options.
enum ShellCompletion: String, CaseIterable, Sendable {
    case bash, zsh, fish

    /// A command and the options its help lists.
    struct Command {
        var name: String
        var summary: String
        var options: [HelpOption]
    }

    /// The subcommands, in `--help`'s order, each followed by its aliases; each with the options
    /// its help lists, then the options of every command.
    static var commands: [Command] {
        let everyCommand = everyCommandOptions
        return FormWizardCommand.subcommands.flatMap { type in
            ([type.name] + type.aliases).map {
                Command(name: $0, summary: type.summary, options: HelpOption.options(in: type.help) + everyCommand)
            }
        }
    }

    /// The options every command takes (`--timeout`, ...), as `formwizard --help` lists them.
    static var everyCommandOptions: [HelpOption] {
        HelpOption.options(in: CommandOptions.helpHeading + "\n" + CommandOptions.helpLines)
    }

    /// The options of the program itself (`--help`, `--version`, ...): those of its help that
    /// are not options of every command.
    static var programOptions: [HelpOption] {
        let everyCommand = Set(everyCommandOptions.map(\.name))
        return HelpOption.options(in: FormWizardCommand.help).filter { !everyCommand.contains($0.name) }
    }

    /// The script, to be sourced by the shell or installed where it looks for completions.
    var script: String {
        switch self {
        case .bash: bashScript
        case .zsh: zshScript
        case .fish: fishScript
        }
    }

    /// The file name the shell looks for in its completion directory.
    var fileName: String {
        let name = FormWizardCommand.programName
        switch self {
        case .bash: return name
        case .zsh: return "_" + name
        case .fish: return name + ".fish"
        }
    }
}

extension HelpOption {
    /// Its names, the short one first: `-h --help`.
    var names: [String] { (shortName.map { [$0] } ?? []) + [name] }
}
