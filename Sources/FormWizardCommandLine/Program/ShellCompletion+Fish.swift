extension ShellCompletion {
    /// One `complete` line per command and per option, each with the help's summary.
    var fishScript: String {
        let name = FormWizardCommand.programName
        var lines = [
            "# fish completion for \(name) (made by '\(name) --completion fish')",
            "complete -c \(name) -f",
        ]
        for command in Self.commands {
            lines.append(
                "complete -c \(name) -n __fish_use_subcommand -a \(command.name) -d \(Self.fishQuoted(command.summary))"
            )
        }
        for option in Self.programOptions {
            let shells =
                option.name == "--completion" ? " -a '\(Self.allCases.map(\.rawValue).joined(separator: " "))'" : ""
            lines.append("complete -c \(name) -n __fish_use_subcommand\(Self.fishFlags(option))\(shells)")
        }
        let names = Self.commands.map(\.name).joined(separator: " ")
        lines.append("complete -c \(name) -n '__fish_seen_subcommand_from help' -a '\(names)'")
        for command in Self.commands {
            for option in command.options {
                lines.append(
                    "complete -c \(name) -n '__fish_seen_subcommand_from \(command.name)'\(Self.fishFlags(option))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `-s h -l help -r -d '...'` for `option`.
    private static func fishFlags(_ option: HelpOption) -> String {
        var flags = option.shortName.map { " -s \($0.dropFirst())" } ?? ""
        flags += " -l \(option.name.dropFirst(2))"
        if option.takesValue { flags += " -r" }
        return flags + " -d \(fishQuoted(option.summary))"
    }

    /// `text` in single quotes for fish.
    static func fishQuoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }
}
