extension ShellCompletion {
    /// `_describe` for the command, `_arguments` for its options (each one repeatable, as
    /// `--item` and `--button` are), with the help's summaries.
    var zshScript: String {
        let name = FormWizardCommand.programName
        let commands = Self.commands
        let described =
            (commands.map { "\($0.name):\($0.summary)" }
            + Self.programOptions.flatMap { option in option.names.map { "\($0):\(option.summary)" } })
            .map { "        " + Self.zshQuoted($0) }
        let cases = commands.map { command in
            let specs = command.options.flatMap { option in
                option.names.map {
                    "*" + $0 + "[\(Self.zshEscaped(option.summary))]" + (option.takesValue ? ":value:" : "")
                }
            }
            return "        \(command.name))\n            _arguments \\\n"
                + specs.map { "                " + Self.zshQuoted($0) }.joined(separator: " \\\n") + "\n            ;;"
        }
        return """
            #compdef \(name)
            # zsh completion for \(name) (made by '\(name) --completion zsh')
            _\(name)() {
                local -a commands
                commands=(
            \(described.joined(separator: "\n"))
                )
                if ((CURRENT == 2)); then
                    _describe -t commands '\(name) command' commands
                    return
                fi
                if [[ $words[2] == --completion ]]; then
                    compadd \(Self.allCases.map(\.rawValue).joined(separator: " "))
                    return
                fi
                local command=$words[2]
                shift words
                ((CURRENT--))
                case $command in
                    help) _describe -t commands '\(name) command' commands ;;
            \(cases.joined(separator: "\n"))
                esac
            }
            _\(name) "$@"

            """
    }

    /// `text` in single quotes for zsh.
    static func zshQuoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    /// `text` made safe inside an `_arguments` description (`[...]`).
    static func zshEscaped(_ text: String) -> String {
        text.replacing("\\", with: "\\\\").replacing("[", with: "\\[").replacing("]", with: "\\]")
    }
}
