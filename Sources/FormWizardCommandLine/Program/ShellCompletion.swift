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

    /// The subcommands, in `--help`'s order, each followed by its aliases.
    static var commands: [Command] {
        FormWizardCommand.subcommands.flatMap { type in
            ([type.name] + type.aliases).map {
                Command(name: $0, summary: type.summary, options: HelpOption.options(in: type.help))
            }
        }
    }

    /// The options of the program itself (`--help`, `--version`, ...).
    static var programOptions: [HelpOption] { HelpOption.options(in: FormWizardCommand.help) }

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
