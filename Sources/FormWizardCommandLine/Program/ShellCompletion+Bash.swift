extension ShellCompletion {
    /// Completes the command in the first word, then that command's options; no completion
    /// after an option that takes a value, and the shells after `--completion`.
    var bashScript: String {
        let name = FormWizardCommand.programName
        let commands = Self.commands
        let first = (commands.map(\.name) + Self.programOptions.flatMap(\.names)).joined(separator: " ")
        let valued = (commands.flatMap(\.options) + Self.programOptions).filter(\.takesValue).map(\.name)
        let cases = commands.map { command in
            "        \(command.name)) words=\"\(command.options.flatMap(\.names).joined(separator: " "))\" ;;"
        }
        return """
            # bash completion for \(name) (made by '\(name) --completion bash')
            _\(name)() {
                local current=${COMP_WORDS[COMP_CWORD]} previous=${COMP_WORDS[COMP_CWORD-1]} words
                if ((COMP_CWORD == 1)); then
                    COMPREPLY=($(compgen -W "\(first)" -- "$current"))
                    return
                fi
                case $previous in
                    --completion) COMPREPLY=($(compgen -W "\(Self.allCases.map(\.rawValue).joined(separator: " "))" -- "$current")); return ;;
                    \(Set(valued).sorted().joined(separator: "|"))) return ;;
                esac
                case ${COMP_WORDS[1]} in
                    help) words="\(commands.map(\.name).joined(separator: " "))" ;;
            \(cases.joined(separator: "\n"))
                    *) return ;;
                esac
                COMPREPLY=($(compgen -W "$words" -- "$current"))
            }
            complete -o default -F _\(name) \(name)

            """
    }
}
